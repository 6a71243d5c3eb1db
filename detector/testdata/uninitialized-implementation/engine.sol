pragma solidity ^0.8.0;

// Ethernaut's Motorbike engine: the proxy initializes its own storage; the implementation's flag stays unset.
contract Engine {
    address public upgrader;
    uint256 public horsePower;
    bool private initialized;

    function initialize() external { // want "Engine.initialize\\(\\) sets upgrader, which Engine.upgradeToAndCall\\(\\) checks before it delegatecalls, and nothing locks initialized on the implementation itself"
        require(!initialized);
        initialized = true;
        horsePower = 1000;
        upgrader = msg.sender;
    }

    function upgradeToAndCall(address newImplementation, bytes memory data) external payable {
        _authorizeUpgrade();
        _upgradeToAndCall(newImplementation, data);
    }

    function _authorizeUpgrade() internal view {
        require(msg.sender == upgrader, "Can't upgrade");
    }

    function _upgradeToAndCall(address newImplementation, bytes memory data) internal {
        if (data.length > 0) {
            (bool success, ) = newImplementation.delegatecall(data);
            require(success, "Call failed");
        }
    }
}

// Safe: the constructor locks the implementation.
contract LockedEngine {
    address public upgrader;
    bool private initialized;

    constructor() {
        initialized = true;
    }

    function initialize() external {
        require(!initialized);
        initialized = true;
        upgrader = msg.sender;
    }

    function upgradeToAndCall(address newImplementation, bytes memory data) external {
        require(msg.sender == upgrader);
        (bool success, ) = newImplementation.delegatecall(data);
        require(success);
    }
}

// Safe: nothing to upgrade; an initializer alone is unprotected-initializer's concern.
contract PlainInit {
    address public admin;
    bool private initialized;
    uint256 public fee;

    function initialize() external {
        require(!initialized);
        initialized = true;
        admin = msg.sender;
    }

    function setFee(uint256 f) external {
        require(msg.sender == admin);
        fee = f;
    }
}
