pragma solidity ^0.8.20;

contract Credit {
    mapping(address => uint256) public deposits;

    function deposit() external payable { deposits[msg.sender] += msg.value; }

    // Safe: at most two thirds of the caller's own deposit.
    function advance(uint256 amount) external {
        require(amount <= deposits[msg.sender] * 2 / 3);
        payable(msg.sender).transfer(amount);
    }

    // The caller's deposit times a ratio it picks.
    function advanceAt(uint256 amount, uint256 ratio) external {
        require(amount <= deposits[msg.sender] * ratio);
        payable(msg.sender).transfer(amount); // want "lets any caller send amount to payable\\(msg.sender\\)"
    }
}
