pragma solidity ^0.4.25;

contract Wallet {
    uint[] private bonusCodes;
    uint[] private list;
    uint[] private adminList;
    address private owner;

    constructor() public {
        owner = msg.sender;
    }

    function PopBonusCode() public {
        require(0 <= bonusCodes.length);
        bonusCodes.length--; // want "Wallet.PopBonusCode\\(\\) decrements, without checking that the array is not empty, bonusCodes.length"
    }

    function resize(uint n) public {
        list.length = n; // want "sets to a caller-chosen value list.length"
    }

    function grow(uint n) public {
        list.length += n; // want "grows by a caller-chosen amount list.length"
    }

    // Safe: checked non-empty first.
    function popChecked() public {
        require(bonusCodes.length > 0);
        bonusCodes.length--;
    }

    // Safe: only the owner.
    function adminResize(uint n) public {
        require(msg.sender == owner);
        adminList.length = n;
    }

    // Safe: grows by one.
    function append() public {
        list.length++;
    }

    // Safe: a constant length.
    function clear() public {
        list.length = 0;
    }
}
