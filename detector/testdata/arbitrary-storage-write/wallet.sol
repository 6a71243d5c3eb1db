pragma solidity ^0.4.25;

contract Wallet {
    uint[] private bonusCodes;
    uint[] private safeCodes;
    address private owner;

    constructor() public {
        owner = msg.sender;
    }

    function PushBonusCode(uint c) public {
        bonusCodes.push(c);
        safeCodes.push(c);
    }

    function PopBonusCode() public {
        require(0 <= bonusCodes.length);
        bonusCodes.length--;
    }

    function UpdateBonusCodeAt(uint idx, uint c) public {
        require(idx < bonusCodes.length);
        bonusCodes[idx] = c; // want "Wallet.UpdateBonusCodeAt\\(\\) writes bonusCodes at a caller-chosen index, and bonusCodes.length can be manipulated \\(line 19\\)"
    }

    // Safe: this array's length only grows through push.
    function UpdateSafeAt(uint idx, uint c) public {
        require(idx < safeCodes.length);
        safeCodes[idx] = c;
    }
}

contract Map {
    address public owner;
    uint256[] map;

    function set(uint256 key, uint256 value) public {
        if (map.length <= key) {
            map.length = key + 1;
        }
        map[key] = value; // want "writes map at a caller-chosen index"
    }
}
