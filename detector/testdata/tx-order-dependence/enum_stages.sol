pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// The bond is set while a request is opened (stage None) and charged once it is proposed: no one changes it between.
contract StagedBonds {
    enum Stage { None, Proposed, Disputed, Settled }

    struct Request {
        address proposer;
        address disputer;
        address resolver;
        uint64 expiry;
        Stage stage;
        int256 value;
        uint256 bond;
        uint256 reward;
        bytes32 ancillary;
    }

    IERC20 public token;
    address public arbiter;
    mapping(bytes32 => Request) public requests;

    function propose(bytes32 id, int256 value, uint256 bond, uint256 reward, bytes32 data) external {
        Request storage r = requests[id];
        require(r.stage == Stage.None, "stage");
        r.proposer = msg.sender;
        r.resolver = arbiter;
        r.value = value;
        r.bond = bond;
        r.reward = reward;
        r.ancillary = data;
        r.expiry = uint64(block.timestamp + 2 hours);
        r.stage = Stage.Proposed;
        require(token.transferFrom(msg.sender, address(this), bond), "bond");
    }

    // Safe: the bond of a proposed request no longer changes.
    function dispute(bytes32 id) external {
        Request storage r = requests[id];
        require(r.stage == Stage.Proposed && block.timestamp < r.expiry, "stage");
        r.disputer = msg.sender;
        r.stage = Stage.Disputed;
        require(token.transferFrom(msg.sender, address(this), r.bond), "bond");
    }

    function resolve(bytes32 id, int256 value) external {
        require(msg.sender == arbiter, "arbiter");
        Request storage r = requests[id];
        require(r.stage == Stage.Disputed, "stage");
        r.value = value;
        r.stage = Stage.Settled;
    }
}

// The same, with a setter of the bond for a proposed request: the proposer races the disputer.
contract RaisableBonds {
    enum Stage { None, Proposed, Disputed, Settled }

    struct Request {
        address proposer;
        address disputer;
        address resolver;
        uint64 expiry;
        Stage stage;
        int256 value;
        uint256 bond;
        uint256 reward;
        bytes32 ancillary;
    }

    IERC20 public token;
    address public arbiter;
    mapping(bytes32 => Request) public requests;

    function propose(bytes32 id, int256 value, uint256 bond, uint256 reward, bytes32 data) external {
        Request storage r = requests[id];
        require(r.stage == Stage.None, "stage");
        r.proposer = msg.sender;
        r.resolver = arbiter;
        r.value = value;
        r.bond = bond;
        r.reward = reward;
        r.ancillary = data;
        r.expiry = uint64(block.timestamp + 2 hours);
        r.stage = Stage.Proposed;
        require(token.transferFrom(msg.sender, address(this), bond), "bond");
    }

    function dispute(bytes32 id) external { // want "RaisableBonds.dispute\\(\\) charges the caller r.bond, which reads requests; the account in r.proposer can change it first"
        Request storage r = requests[id];
        require(r.stage == Stage.Proposed && block.timestamp < r.expiry, "stage");
        r.disputer = msg.sender;
        r.stage = Stage.Disputed;
        require(token.transferFrom(msg.sender, address(this), r.bond), "bond");
    }

    // The proposer may raise the bond of a proposed request while a disputer's transaction is pending.
    function raise(bytes32 id, uint256 bond) external {
        Request storage r = requests[id];
        require(r.stage == Stage.Proposed && msg.sender == r.proposer, "stage");
        r.bond = bond;
    }

    function resolve(bytes32 id, int256 value) external {
        require(msg.sender == arbiter, "arbiter");
        Request storage r = requests[id];
        require(r.stage == Stage.Disputed, "stage");
        r.value = value;
        r.stage = Stage.Settled;
    }
}
