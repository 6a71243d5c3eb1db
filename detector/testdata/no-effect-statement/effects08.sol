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

contract Ownable {
    address public owner;
    uint256 public fee;

    struct Config {
        uint256 cap;
    }
    Config public config;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    function transferOwnership(address owner) external onlyOwner {
        require(owner != address(0), "zero");
        owner = owner; // want "Ownable.transferOwnership\\(\\) assigns owner to itself"
    }

    function setCap(uint256 cap) external onlyOwner {
        config.cap = config.cap; // want "Ownable.setCap\\(\\) assigns config.cap to itself"
    }

    // Safe: the state variable is named apart from the parameter.
    function setFee(uint256 newFee) external onlyOwner {
        fee = newFee;
    }

    // Safe: different members, and an indexed write.
    function copy(uint256[] memory a) external pure returns (uint256[] memory) {
        a[0] = a[1];
        return a;
    }
}
