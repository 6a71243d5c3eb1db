pragma solidity ^0.8.10;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// A signers' vault pays what its signers approved, counted per payment hash. Its initializer can run again,
// which lets anyone become a signer: that open write is the fault (unprotected-initializer's), and the payment
// path itself pays only what the signers of the moment approved.
contract ApprovedVault {
    mapping(address => bool) public isSigner;
    uint256 public threshold;
    mapping(bytes32 => uint256) public approvals;
    mapping(bytes32 => mapping(address => bool)) public approvedBy;
    mapping(bytes32 => bool) public done;

    function initialize(address[] calldata signers, uint256 t) external {
        for (uint256 i = 0; i < signers.length; i++) {
            isSigner[signers[i]] = true;
        }
        threshold = t;
    }

    function approve(address token, address to, uint256 amount, uint256 nonce) external {
        require(isSigner[msg.sender], "signer");
        bytes32 id = keccak256(abi.encode(token, to, amount, nonce));
        require(!approvedBy[id][msg.sender], "approved");
        approvedBy[id][msg.sender] = true;
        approvals[id] += 1;
    }

    function pay(address token, address to, uint256 amount, uint256 nonce) external {
        bytes32 id = keccak256(abi.encode(token, to, amount, nonce));
        require(!done[id], "done");
        require(approvals[id] >= threshold, "not approved");
        done[id] = true;
        require(IERC20(token).transfer(to, amount), "transfer");
    }
}

// The same vault whose approvals and threshold anyone sets: the tally proves nothing.
contract OpenTallyVault {
    uint256 public threshold = 2;
    mapping(bytes32 => uint256) public approvals;
    mapping(bytes32 => bool) public done;

    function setThreshold(uint256 t) external {
        threshold = t;
    }

    function approve(address token, address to, uint256 amount, uint256 nonce) external {
        approvals[keccak256(abi.encode(token, to, amount, nonce))] += 1;
    }

    function pay(address token, address to, uint256 amount, uint256 nonce) external { // want "OpenTallyVault.pay\\(\\) lets any caller transfer amount of the contract's tokens to to"
        bytes32 id = keccak256(abi.encode(token, to, amount, nonce));
        require(!done[id], "done");
        require(approvals[id] >= threshold, "not approved");
        done[id] = true;
        require(IERC20(token).transfer(to, amount), "transfer");
    }
}

// The same tally with a fixed threshold: anyone still adds the approvals the threshold asks for.
contract OpenTallyFixedThreshold {
    uint256 public constant threshold = 2;
    mapping(bytes32 => uint256) public approvals;
    mapping(bytes32 => bool) public done;

    function approve(address token, address to, uint256 amount, uint256 nonce) external {
        approvals[keccak256(abi.encode(token, to, amount, nonce))] += 1;
    }

    function pay(address token, address to, uint256 amount, uint256 nonce) external { // want "OpenTallyFixedThreshold.pay\\(\\) lets any caller transfer amount of the contract's tokens to to"
        bytes32 id = keccak256(abi.encode(token, to, amount, nonce));
        require(!done[id], "done");
        require(approvals[id] >= threshold, "not approved");
        done[id] = true;
        require(IERC20(token).transfer(to, amount), "transfer");
    }
}

// Only the contract's signers add approvals, once each: the tally is theirs.
contract SignerTallyFixedThreshold {
    uint256 public constant threshold = 2;
    mapping(address => bool) public isSigner;
    mapping(bytes32 => uint256) public approvals;
    mapping(bytes32 => mapping(address => bool)) public approved;
    mapping(bytes32 => bool) public done;

    constructor(address[] memory signers) {
        for (uint256 i = 0; i < signers.length; i++) {
            isSigner[signers[i]] = true;
        }
    }

    function approve(address token, address to, uint256 amount, uint256 nonce) external {
        require(isSigner[msg.sender], "signer");
        bytes32 id = keccak256(abi.encode(token, to, amount, nonce));
        require(!approved[id][msg.sender], "twice");
        approved[id][msg.sender] = true;
        approvals[id] += 1;
    }

    function pay(address token, address to, uint256 amount, uint256 nonce) external {
        bytes32 id = keccak256(abi.encode(token, to, amount, nonce));
        require(!done[id], "done");
        require(approvals[id] >= threshold, "not approved");
        done[id] = true;
        require(IERC20(token).transfer(to, amount), "transfer");
    }
}
