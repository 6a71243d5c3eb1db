pragma solidity ^0.8.0;

contract Wallet {
    address public owner;
    uint256 public dailyLimit;
    uint256 public required;

    function initWallet(address o, uint256 limit, uint256 req) external { // want "Wallet.initWallet\\(\\) sets up the contract like a constructor \\(owner and 2 other state variables\\) but any caller can call it again"
        owner = o;
        dailyLimit = limit;
        required = req;
    }

    function withdraw(uint256 amount) external {
        require(msg.sender == owner);
        require(amount <= dailyLimit);
        payable(msg.sender).transfer(amount);
    }
}

contract Resettable {
    address public admin;
    bool public initialized;

    function initialize(address a) external { // want "Resettable.initialize\\(\\) is guarded by the one-time flag initialized, but Resettable.reset\\(\\) lets any caller reset it"
        require(!initialized);
        initialized = true;
        admin = a;
    }

    function reset() external {
        initialized = false;
    }

    function drain() external {
        require(msg.sender == admin);
        payable(msg.sender).transfer(address(this).balance);
    }
}

// Safe from a second call: a proper one-time flag. With no constructor, the first call is open to whoever
// comes first (low).
contract Once {
    address public admin;
    uint256 public cap;
    bool private done;

    function setup(address a, uint256 c) external { // want "Once.setup\\(\\) sets admin to an account its caller picks, once"
        require(!done, "done");
        done = true;
        admin = a;
        cap = c;
    }

    function drain() external {
        require(msg.sender == admin);
        payable(msg.sender).transfer(address(this).balance);
    }
}

// Safe: set-up behind an access check.
contract Guarded {
    address public admin;
    address public operator;
    uint256 public cap;
    uint256 public floor;

    constructor() {
        admin = msg.sender;
    }

    function configure(address op, uint256 c, uint256 f) external {
        require(msg.sender == admin);
        operator = op;
        cap = c;
        floor = f;
    }

    function act() external view returns (uint256) {
        require(msg.sender == operator);
        return cap;
    }
}
