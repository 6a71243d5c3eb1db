pragma solidity ^0.7.6;

// An array's length times a constant with 64 bits of room cannot wrap: gas keeps lengths below 2^64.
contract LengthTimes {
    uint256 public constant UNIT = 1e18;
    uint256[] public held;
    uint256 public minted;

    function deposit(uint256[] calldata ids) external returns (uint256 amount) {
        for (uint256 i = 0; i < ids.length; i++) {
            held.push(ids[i]);
        }
        amount = ids.length * UNIT;
        minted = held.length * 3;
    }

    // A count a guard keeps within a length is as small as the length.
    function redeem(uint256 count) external returns (uint256) {
        require(count > 0 && count <= held.length, "count");
        return count * UNIT;
    }

    // A bound that is no length: the caller's own limit.
    function capped(uint256 count, uint256 cap) external pure returns (uint256) {
        require(count <= cap, "cap");
        return count * UNIT; // want "LengthTimes.capped\\(\\): count \\* UNIT can overflow"
    }

    // A constant too wide for the room a length leaves, and a number of the caller's, can wrap.
    function wide(uint256[] calldata ids) external pure returns (uint256) {
        return ids.length * 2**200; // want "LengthTimes.wide\\(\\): ids.length \\* 2\\*\\*200 can overflow"
    }

    function chosen(uint256 count) external pure returns (uint256) {
        return count * UNIT; // want "LengthTimes.chosen\\(\\): count \\* UNIT can overflow"
    }
}
