pragma solidity ^0.4.24;

// Values whose range the code itself bounds.
contract Creditors {
    address[] public creditors;
    uint[] public amounts;
    uint private fee = 5;
    uint private rate = 5;
    address owner;

    constructor() public { owner = msg.sender; }

    function setRate(uint r) public {
        require(msg.sender == owner);
        rate = r;
    }

    function lend() public payable {
        uint amount = msg.value;
        creditors.push(msg.sender);
        // Safe: ether received, times a small constant.
        amounts.push(amount * 110 / 100);
        // Safe: fee is never written after its initialiser, so it stays 5.
        owner.transfer(amount * (100 - fee) / 100);
        // Vulnerable: the owner can set any rate.
        owner.transfer(100 - rate); // want "100 - rate can underflow"
    }

    function lendFor(uint factor) public payable {
        // Vulnerable: the caller picks the factor.
        amounts.push(msg.value * factor); // want "msg.value \\* factor can overflow"
    }

    // Safe: an index counted back from the array's own length fails the bounds check instead of wrapping.
    function last() public view returns (address) {
        return creditors[creditors.length - 1];
    }

    // Vulnerable: the difference indexes another array.
    function lastAmount() public view returns (uint) {
        return amounts[creditors.length - 1]; // want "creditors.length - 1 can underflow"
    }
}
