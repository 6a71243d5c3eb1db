pragma solidity ^0.5.0;

// Safe: the owner is set by an initialiser behind a one-time flag, which the constructor has already used.
contract Initialized {
    address owner;
    bool initialized;
    uint256 operatorFunds;

    constructor() public {
        initialize();
    }

    function initialize() public {
        require(!initialized, "already initialized");
        owner = msg.sender;
        initialized = true;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function () external payable {
        operatorFunds += msg.value;
    }

    function operatorWithdraw() external onlyOwner {
        uint256 amount = operatorFunds;
        operatorFunds = 0;
        msg.sender.transfer(amount);
    }
}

// A flag released at the end is a lock, not a one-time flag: anyone can take the owner's place.
contract Released {
    address owner;
    bool busy;
    uint256 funds;

    constructor() public {
        owner = msg.sender;
    }

    function claim() public {
        require(!busy);
        busy = true;
        owner = msg.sender;
        busy = false;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function () external payable {
        funds += msg.value;
    }

    function withdraw() external onlyOwner { // want "Released.withdraw\\(\\) lets any caller send amount to msg.sender"
        uint256 amount = funds;
        funds = 0;
        msg.sender.transfer(amount);
    }
}

// Safe: the one-time flag is checked and set by a helper, and nothing lowers it.
contract HelperInitialized {
    address owner;
    bool done;
    uint256 funds;

    constructor() public {
        init();
    }

    function initOnce() internal {
        require(!done);
        done = true;
    }

    function init() public {
        initOnce();
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function () external payable {
        funds += msg.value;
    }

    function withdraw() external onlyOwner {
        uint256 amount = funds;
        funds = 0;
        msg.sender.transfer(amount);
    }
}

// A helper pair that raises and lowers a lock is no one-time flag: anyone takes the owner's place.
contract HelperLocked {
    address owner;
    bool entered;
    uint256 funds;

    constructor() public {
        owner = msg.sender;
    }

    function enter() internal {
        require(!entered);
        entered = true;
    }

    function leave() internal {
        entered = false;
    }

    function claim() public {
        enter();
        owner = msg.sender;
        leave();
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function () external payable {
        funds += msg.value;
    }

    function withdraw() external onlyOwner { // want "HelperLocked.withdraw\\(\\) lets any caller send amount to msg.sender"
        uint256 amount = funds;
        funds = 0;
        msg.sender.transfer(amount);
    }
}
