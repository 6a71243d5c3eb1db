pragma solidity ^0.8.20;

// Shaped like OpenZeppelin's EnumerableSet: the public add goes through a private _add that pushes.
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

contract Rebaser {
    using EnumerableSet for EnumerableSet.AddressSet;

    EnumerableSet.AddressSet private holders;
    EnumerableSet.AddressSet private keepers;
    EnumerableSet.AddressSet private capped;
    mapping(address => uint256) public shares;
    address public owner = msg.sender;

    function register() external {
        holders.add(msg.sender);
    }

    function rebase() external {
        for (uint256 i = 0; i < holders.length(); i++) { // want "Rebaser.rebase\\(\\) loops up to holders.length\\(\\), which any caller can grow through Rebaser.register\\(\\)"
            shares[holders.at(i)] += 1;
        }
    }

    // Safe: only the owner adds keepers.
    function addKeeper(address k) external {
        require(msg.sender == owner, "owner");
        keepers.add(k);
    }

    function pokeKeepers() external {
        for (uint256 i = 0; i < keepers.length(); i++) {
            shares[keepers.at(i)] += 1;
        }
    }

    // Safe: the set is capped where it grows.
    function join() external {
        require(capped.length() < 50, "full");
        capped.add(msg.sender);
    }

    function pokeCapped() external {
        for (uint256 i = 0; i < capped.length(); i++) {
            shares[capped.at(i)] += 1;
        }
    }
}

// Safe: the list is filled by a set-up that runs once.
contract Validators {
    address[] public validators;
    bool private initialized;
    mapping(address => uint256) public score;

    function initialize(address[] calldata vs) external {
        require(!initialized, "done");
        initialized = true;
        for (uint256 i = 0; i < vs.length; i++) {
            validators.push(vs[i]);
        }
    }

    function bump() external {
        for (uint256 i = 0; i < validators.length; i++) {
            score[validators[i]]++;
        }
    }
}
