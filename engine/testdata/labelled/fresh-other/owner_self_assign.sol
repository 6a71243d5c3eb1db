pragma solidity ^0.6.12;

contract Ownable {
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    function transferOwnership(address owner) public onlyOwner {
        require(owner != address(0), "zero");
        // <yes> <report> OTHER
        owner = owner;
    }
}

contract Treasury is Ownable {
    function withdraw(uint256 amount) external onlyOwner {
        msg.sender.transfer(amount);
    }

    receive() external payable {}
}
