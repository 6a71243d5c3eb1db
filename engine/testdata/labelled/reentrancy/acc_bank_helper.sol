pragma solidity ^0.4.24;

// The payout is made by an internal helper; the balance is reduced only after it returns.
contract ACCOUNT_DISTRIB
{
    mapping (address => uint256) public credit;
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    function deposit() public payable {
        credit[msg.sender] += msg.value;
    }

    function pay(address to, uint256 amount) internal {
        require(to.call.value(amount)());
    }

    function withdraw(uint256 amount) public {
        require(credit[msg.sender] >= amount);
        // <yes> <report> REENTRANCY
        pay(msg.sender, amount);
        credit[msg.sender] -= amount;
    }
}
