// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// OpenZeppelin Multicall on a non-payable contract: delegatecalls to itself, reverts bubbled with assembly, and
/// no msg.value to reuse; payable entry points live outside the batch.
abstract contract Multicall {
    function multicall(bytes[] calldata data) external returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            (bool success, bytes memory result) = address(this).delegatecall(data[i]);
            if (!success) {
                if (result.length == 0) revert("multicall failed");
                assembly {
                    revert(add(result, 0x20), mload(result))
                }
            }
            results[i] = result;
        }
    }
}

contract PositionManager is Multicall {
    address public owner;
    mapping(address => uint256) public deposits;
    mapping(address => mapping(uint256 => uint256)) public positions;
    uint256 public nextPosition;

    event Opened(address indexed user, uint256 indexed id, uint256 amount);
    event Closed(address indexed user, uint256 indexed id, uint256 amount);

    constructor() {
        owner = msg.sender;
    }

    function depositEth() external payable {
        deposits[msg.sender] += msg.value;
    }

    function open(uint256 amount) external returns (uint256 id) {
        deposits[msg.sender] -= amount;
        id = ++nextPosition;
        positions[msg.sender][id] = amount;
        emit Opened(msg.sender, id, amount);
    }

    function close(uint256 id) external {
        uint256 amount = positions[msg.sender][id];
        require(amount > 0, "no position");
        positions[msg.sender][id] = 0;
        deposits[msg.sender] += amount;
        emit Closed(msg.sender, id, amount);
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "withdraw failed");
    }
}
