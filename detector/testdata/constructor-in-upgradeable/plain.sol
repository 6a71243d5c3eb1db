pragma solidity ^0.8.0;

// A one-time set-up function in a contract deployed as it is: no proxy in sight.
contract Sale {
    address public owner;
    address public token;
    bool private started;

    constructor() {
        owner = msg.sender;
    }

    function start(address t) external {
        require(msg.sender == owner);
        require(!started);
        started = true;
        token = t;
    }
}

// A pause flag kept by a base with public functions is no initializer mechanism.
contract Pausable {
    bool private _paused;
    address public pauser;

    constructor() {
        _paused = false;
        pauser = msg.sender;
    }

    function pause() public {
        require(msg.sender == pauser);
        require(!_paused);
        _paused = true;
    }
}

contract Token is Pausable {
    mapping(address => uint256) public balanceOf;

    constructor() {
        balanceOf[msg.sender] = 1000;
    }
}
