pragma solidity ^0.8.20;

// Anyone undelegates any staker: the staker's delegation and shares are cleared for an account the caller names.
contract OpenDelegation {
    mapping(address => address) public delegatedTo;
    mapping(address => bool) public isOperator;
    mapping(address => uint256) public operatorShares;
    mapping(address => uint256) public stakerShares;

    function delegateTo(address operator) external {
        require(isOperator[operator], "not operator");
        require(delegatedTo[msg.sender] == address(0), "delegated");
        delegatedTo[msg.sender] = operator;
        operatorShares[operator] += stakerShares[msg.sender];
    }

    function undelegate(address staker) external { // want "OpenDelegation.undelegate\\(\\) lets any caller clear staker's entry of delegatedTo"
        address operator = delegatedTo[staker];
        require(operator != address(0), "not delegated");
        require(!isOperator[staker], "operator");
        operatorShares[operator] -= stakerShares[staker];
        delegatedTo[staker] = address(0);
    }

    function deregister(address member) external { // want "OpenDelegation.deregister\\(\\) lets any caller clear member's entry of isOperator"
        delete isOperator[member];
    }
}

// The same, where the staker, or an operator it approved, must be the caller.
contract CheckedDelegation {
    mapping(address => address) public delegatedTo;
    mapping(address => mapping(address => bool)) public approvedOperator;
    mapping(address => uint256) public stakerShares;

    function approve(address op, bool ok) external {
        approvedOperator[msg.sender][op] = ok;
    }

    function undelegate(address staker) external {
        require(msg.sender == staker, "not staker");
        delegatedTo[staker] = address(0);
    }

    // An approved operator acts for the owner.
    function undelegateFor(address owner) external {
        require(approvedOperator[owner][msg.sender], "not approved");
        delegatedTo[owner] = address(0);
    }

    function undelegateSelf() external {
        delegatedTo[msg.sender] = address(0);
    }
}

// Crediting another account is no harm: a deposit or a stake made for it.
contract DepositFor {
    mapping(address => uint256) public staked;
    mapping(address => address) public beneficiary;

    function stakeFor(address account) external payable {
        require(msg.value > 0, "nothing");
        staked[account] += msg.value;
    }

    function creditFor(address account, uint256 amount) external {
        staked[account] += amount;
        beneficiary[account] = account;
    }
}

// An owner-guarded removal, and a removal anyone may make once a deadline has passed.
contract GuardedRemoval {
    address public owner = msg.sender;
    mapping(address => uint256) public expiry;
    mapping(address => bool) public member;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function kick(address account) external onlyOwner {
        member[account] = false;
    }

    function expire(address account) external {
        require(expiry[account] != 0 && expiry[account] < block.timestamp, "live");
        member[account] = false;
        expiry[account] = 0;
    }
}

// A claim made for an account pays the account: its record is cleared as the payout's bookkeeping.
interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract ClaimFor {
    IERC20 public token;
    mapping(address => uint256) public rewards;

    function claimFor(address account) external {
        uint256 r = rewards[account];
        rewards[account] = 0;
        require(token.transfer(account, r), "transfer");
    }
}

// A curated registry anyone can enter, naming any reward address.
contract OpenRegistry {
    struct Operator {
        bool active;
        address rewardAddress;
        uint64 limit;
    }

    address public owner = msg.sender;
    Operator[] public operators;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function addOperator(address rewardAddress) external { // want "OpenRegistry.addOperator\\(\\) lets any caller add an entry naming an account of its choosing to operators"
        operators.push(Operator(true, rewardAddress, 0));
    }

    function setLimit(uint256 id, uint64 limit) external onlyOwner {
        operators[id].limit = limit;
    }

    function setRewardAddress(uint256 id, address to) external {
        require(msg.sender == operators[id].rewardAddress, "not operator");
        operators[id].rewardAddress = to;
    }
}

// The same registry, curated by its owner; and a permissionless list of proposals.
contract CuratedRegistry {
    struct Operator {
        bool active;
        address rewardAddress;
        uint64 limit;
    }

    address public owner = msg.sender;
    Operator[] public operators;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function addOperator(address rewardAddress) external onlyOwner {
        operators.push(Operator(true, rewardAddress, 0));
    }

    function setLimit(uint256 id, uint64 limit) external onlyOwner {
        operators[id].limit = limit;
    }

    function setRewardAddress(uint256 id, address to) external {
        require(msg.sender == operators[id].rewardAddress, "not operator");
        operators[id].rewardAddress = to;
    }
}

contract Proposals {
    struct Proposal {
        address target;
        bool executed;
    }

    address public owner = msg.sender;
    Proposal[] public proposals;

    function propose(address target) external {
        proposals.push(Proposal(target, false));
    }

    function execute(uint256 id) external {
        require(msg.sender == owner, "owner");
        proposals[id].executed = true;
    }
}
