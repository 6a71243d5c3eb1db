pragma solidity ^0.8.0;

contract Wallet {
    mapping(address => uint256) public balance;

    function withdraw(uint256 amount) external {
        balance[msg.sender] -= amount;
        payable(msg.sender).call{value: amount}; // want "Wallet.withdraw\\(\\) prepares the call"
    }

    // Safe: called.
    function withdrawFixed(uint256 amount) external {
        balance[msg.sender] -= amount;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "failed");
    }
}
