pragma solidity ^0.8.0;

// OpenZeppelin 4's mechanism: a base contract that only keeps the flags.
abstract contract Initializable {
    uint8 private _initialized;
    bool private _initializing;

    modifier initializer() {
        require(_initialized < 1 && !_initializing, "initialized");
        _initialized = 1;
        _initializing = true;
        _;
        _initializing = false;
    }

    function _disableInitializers() internal {
        _initialized = type(uint8).max;
    }
}

contract Named {
    string internal _name;

    constructor(string memory n) {
        _name = n;
    }
}

// The owner and the base's name are set where no proxy sees them.
contract Vault is Initializable, Named {
    address public owner;
    uint256 public immutable cap;

    constructor(uint256 c) Named("Vault") {
        owner = msg.sender; // want "Vault is set up by Vault.initialize\\(\\) behind a proxy, but its constructors store owner and _name"
        cap = c;
    }

    function initialize() external initializer {}

    function sweep(address payable to) external {
        require(msg.sender == owner);
        to.transfer(address(this).balance);
    }
}

// Locked in the constructor, set up in the initializer, immutables in the code: nothing is lost.
contract GoodVault is Initializable {
    address public owner;
    uint256 public immutable cap;

    constructor(uint256 c) {
        cap = c;
        _disableInitializers();
    }

    function initialize(address o) external initializer {
        owner = o;
    }
}

// The constructor runs the initializer itself: a proxy runs it too.
contract SelfInitialized is Initializable {
    address public owner;

    constructor() {
        initialize();
    }

    function initialize() public initializer {
        owner = msg.sender;
    }
}
