pragma solidity ^0.4.25;

// A savings box whose deposit() writes `=+` for `+=`: each deposit replaces the balance instead of adding to it.
contract SavingsBox {
    mapping(address => uint256) public balances;
    uint256 public totalDeposits;

    function deposit() public payable {
        // <yes> <report> OTHER
        balances[msg.sender] =+ msg.value;
        totalDeposits += msg.value;
    }

    function withdraw(uint256 amount) public {
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        totalDeposits -= amount;
        msg.sender.transfer(amount);
    }
}
