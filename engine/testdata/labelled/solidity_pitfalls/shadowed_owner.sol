pragma solidity ^0.4.24;

contract Ownable {
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }
}

// The sale redeclares owner and sets its own copy in setOwner(); onlyOwner still checks Ownable's copy, so the
// wallet the sale pays into and the account the modifier trusts drift apart.
contract Presale is Ownable {
    // <yes> <report> OTHER
    address public owner;
    uint256 public raised;

    function setOwner(address newOwner) public onlyOwner {
        owner = newOwner;
    }

    function () public payable {
        raised += msg.value;
    }

    function withdraw() public onlyOwner {
        owner.transfer(address(this).balance);
    }
}
