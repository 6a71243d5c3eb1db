// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

library Clones {
    function cloneDeterministic(address implementation, bytes32 salt) internal returns (address instance) {
        assembly {
            let ptr := mload(0x40)
            mstore(ptr, 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000000000000000000000)
            mstore(add(ptr, 0x14), shl(0x60, implementation))
            mstore(add(ptr, 0x28), 0x5af43d82803e903d91602b57fd5bf30000000000000000000000000000000000)
            instance := create2(0, ptr, 0x37, salt)
        }
        require(instance != address(0), "ERC1167: create2 failed");
    }
}

abstract contract Initializable {
    uint8 private _initialized;
    bool private _initializing;

    modifier initializer() {
        require(!_initializing && _initialized == 0, "Initializable: already initialized");
        _initialized = 1;
        _initializing = true;
        _;
        _initializing = false;
    }

    function _disableInitializers() internal {
        require(!_initializing, "Initializable: initializing");
        _initialized = type(uint8).max;
    }
}

contract StreamVault is Initializable {
    address public owner;
    address public recipient;
    uint256 public start;
    uint256 public duration;
    uint256 public released;

    constructor() {
        _disableInitializers();
    }

    function initialize(address owner_, address recipient_, uint256 duration_) external initializer {
        require(recipient_ != address(0) && duration_ > 0, "StreamVault: bad params");
        owner = owner_;
        recipient = recipient_;
        start = block.timestamp;
        duration = duration_;
    }

    function vested() public view returns (uint256) {
        uint256 total = address(this).balance + released;
        if (block.timestamp >= start + duration) {
            return total;
        }
        return (total * (block.timestamp - start)) / duration;
    }

    function release() external {
        uint256 amount = vested() - released;
        require(amount > 0, "StreamVault: nothing vested");
        released += amount;
        (bool ok, ) = payable(recipient).call{value: amount}("");
        require(ok, "StreamVault: transfer failed");
    }

    receive() external payable {}
}

contract StreamFactory {
    address public immutable implementation;

    event StreamCreated(address indexed owner, address stream);

    constructor() {
        implementation = address(new StreamVault());
    }

    function createStream(bytes32 userSalt, address recipient, uint256 duration) external payable returns (address stream) {
        bytes32 salt = keccak256(abi.encode(msg.sender, recipient, duration, userSalt));
        stream = Clones.cloneDeterministic(implementation, salt);
        StreamVault(payable(stream)).initialize(msg.sender, recipient, duration);
        if (msg.value > 0) {
            (bool ok, ) = stream.call{value: msg.value}("");
            require(ok, "StreamFactory: funding failed");
        }
        emit StreamCreated(msg.sender, stream);
    }
}
