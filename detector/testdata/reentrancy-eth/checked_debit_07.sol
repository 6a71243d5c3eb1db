pragma solidity ^0.7.6;

// Before 0.8 a subtraction wraps: the outer debit does not revert after a re-entrant one.
contract WrappingBank {
    mapping(address => uint256) public balances;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) external {
        require(balances[msg.sender] >= amount);
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "sends ether to msg.sender before it writes balances\\[msg.sender\\] \\(line [0-9]+\\)$"
        require(ok);
        balances[msg.sender] -= amount;
    }
}
