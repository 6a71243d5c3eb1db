pragma solidity >=0.6.0 <0.8.0;

// OpenZeppelin 3.4's EnumerableSet: the last index is only used to read the array (a wrapped one reverts at the
// access), and the index stored back adds to valueIndex - 1 the 1 it took away.
library EnumerableSet {
    struct Set {
        bytes32[] _values;
        mapping(bytes32 => uint256) _indexes;
    }

    function _remove(Set storage set, bytes32 value) private returns (bool) {
        uint256 valueIndex = set._indexes[value];
        if (valueIndex != 0) {
            uint256 toDeleteIndex = valueIndex - 1;
            uint256 lastIndex = set._values.length - 1;
            bytes32 lastvalue = set._values[lastIndex];
            set._values[toDeleteIndex] = lastvalue;
            set._indexes[lastvalue] = toDeleteIndex + 1;
            set._values.pop();
            delete set._indexes[value];
            return true;
        } else {
            return false;
        }
    }

    function remove(Set storage set, bytes32 value) internal returns (bool) {
        return _remove(set, value);
    }
}

contract Members {
    using EnumerableSet for EnumerableSet.Set;
    EnumerableSet.Set private members;
    uint256[] public slots;
    mapping(address => uint256) public credit;

    function leave(bytes32 who) external {
        members.remove(who);
    }

    // Vulnerable: the wrapped length is stored, not used to read the array.
    function lastSlot() external {
        uint256 last = slots.length - 1; // want "Members.lastSlot\\(\\): slots.length - 1 can underflow"
        credit[msg.sender] = last;
    }

    // Vulnerable: more is added back than was taken away.
    function bump(uint256 amount) external {
        uint256 less = amount - 1; // want "Members.bump\\(\\): amount - 1 can underflow"
        credit[msg.sender] = less + 2; // want "Members.bump\\(\\): less \\+ 2 can overflow"
    }
}
