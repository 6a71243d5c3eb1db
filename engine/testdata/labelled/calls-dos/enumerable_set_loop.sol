// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

library EnumerableSet {
    struct Set {
        bytes32[] _values;
        mapping(bytes32 => uint256) _positions;
    }

    struct AddressSet {
        Set _inner;
    }

    function _add(Set storage set, bytes32 value) private returns (bool) {
        if (set._positions[value] != 0) return false;
        set._values.push(value);
        set._positions[value] = set._values.length;
        return true;
    }

    function _length(Set storage set) private view returns (uint256) {
        return set._values.length;
    }

    function _at(Set storage set, uint256 index) private view returns (bytes32) {
        return set._values[index];
    }

    function add(AddressSet storage set, address value) internal returns (bool) {
        return _add(set._inner, bytes32(uint256(uint160(value))));
    }

    function length(AddressSet storage set) internal view returns (uint256) {
        return _length(set._inner);
    }

    function at(AddressSet storage set, uint256 index) internal view returns (address) {
        return address(uint160(uint256(_at(set._inner, index))));
    }
}

/// Every depositor joins the holder set, and each rebase walks the whole set: a few thousand dust deposits from
/// fresh addresses make rebase() exceed the block gas limit.
contract RebasingPool {
    using EnumerableSet for EnumerableSet.AddressSet;

    EnumerableSet.AddressSet private holders;
    mapping(address => uint256) public shares;
    address public keeper;

    constructor() {
        keeper = msg.sender;
    }

    function deposit() external payable {
        shares[msg.sender] += msg.value;
        holders.add(msg.sender);
    }

    function withdraw(uint256 amount) external {
        shares[msg.sender] -= amount;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "withdraw failed");
    }

    function rebase(uint256 bonusBps) external {
        require(msg.sender == keeper, "keeper");
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < holders.length(); i++) {
            address h = holders.at(i);
            shares[h] += shares[h] * bonusBps / 10_000;
        }
    }
}
