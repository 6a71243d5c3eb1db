pragma solidity ^0.4.24;

contract Ownable {
    address public owner;
    constructor() public { owner = msg.sender; }
    modifier onlyOwner() { require(msg.sender == owner); _; }
}

contract Whitelisted is Ownable {
    mapping(address => bool) public whitelist;
    function addToWhitelist(address a) public onlyOwner { whitelist[a] = true; }
    function canBuy(address a) public view returns (bool) { return whitelist[a]; }
}

contract Open {
    function canBuy(address) public view returns (bool) { return true; }
}

// The sale means to restrict buyers to the whitelist, but lists Open last: C3 linearisation makes Open's
// canBuy() the one that runs, so anyone buys.
// <yes> <report> OTHER
contract Sale is Whitelisted, Open {
    uint256 public sold;
    function buy() public payable {
        require(canBuy(msg.sender));
        sold += msg.value;
    }
}
