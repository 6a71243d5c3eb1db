pragma solidity ^0.8.20;

// Operators register and edit their own entries; the split setter takes any operator and checks only that it is
// registered and that the split is in range: anyone sets another operator's commission.
contract OpenOperatorSplit {
    struct Operator { address recipient; uint16 splitBps; bool registered; }
    mapping(address => Operator) public operators;

    function register(address recipient, uint16 splitBps) external {
        require(!operators[msg.sender].registered, "registered");
        require(splitBps <= 10000, "split");
        operators[msg.sender] = Operator(recipient, splitBps, true);
    }
    function setSplit(address operator, uint16 splitBps) external { // want "OpenOperatorSplit.setSplit\\(\\) lets any caller set splitBps in the entry of operators for an account it names \\(operator\\)"
        require(operators[operator].registered, "unknown");
        require(splitBps <= 10000, "split");
        operators[operator].splitBps = splitBps;
    }
}

// Delegation-manager style: operator details are a struct the caller passes for any operator.
contract OpenOperatorDetails {
    struct Details { address earningsReceiver; address delegationApprover; uint32 stakerOptOutWindowBlocks; }
    mapping(address => Details) internal details;

    function registerAsOperator(Details calldata d) external {
        details[msg.sender] = d;
    }
    function modifyOperatorDetails(address operator, Details calldata d) external { // want "OpenOperatorDetails.modifyOperatorDetails\\(\\) lets any caller set d in the entry of details for an account it names \\(operator\\)"
        details[operator] = d;
    }
}

// The same, checked: only the operator edits its own split.
contract CheckedOperatorSplit {
    struct Operator { address recipient; uint16 splitBps; bool registered; }
    mapping(address => Operator) public operators;

    function register(address recipient, uint16 splitBps) external {
        operators[msg.sender] = Operator(recipient, splitBps, true);
    }
    function setSplit(address operator, uint16 splitBps) external {
        require(msg.sender == operator, "only operator");
        require(splitBps <= 10000, "split");
        operators[operator].splitBps = splitBps;
    }
}

// A checkpoint anyone may trigger for any account writes a value the contract computes, not one the caller
// chooses; and a permit writes what the owner signed.
contract CheckpointAndPermit {
    mapping(address => uint256) public paid;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => uint256) public nonces;
    uint256 public perToken;

    function stake() external {
        paid[msg.sender] = perToken;
    }
    function checkpoint(address account) external {
        paid[account] = perToken;
    }
    function approve(address spender, uint256 value) external {
        allowance[msg.sender][spender] = value;
    }
    function permit(address owner, address spender, uint256 value, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(owner, spender, value, nonces[owner]++));
        require(ecrecover(digest, v, r, s) == owner, "signature");
        allowance[owner][spender] = value;
    }
}

// A table the contract never lets accounts edit themselves is another detector's question.
contract NoSelfEntries {
    mapping(address => uint256) public limit;

    function setLimit(address account, uint256 value) external {
        limit[account] = value;
    }
}
