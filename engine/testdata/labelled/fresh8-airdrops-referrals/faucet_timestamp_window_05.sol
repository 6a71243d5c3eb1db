pragma solidity ^0.5.11;

/// Testnet-style ETH faucet with a "lucky minute": drips are allowed once per address per hour, and
/// a drip requested when the block timestamp falls on a round minute pays ten times as much. The
/// miner of the block chooses the timestamp within a few seconds.
contract DripFaucet {
    address payable public owner;
    uint256 public dripAmount = 0.01 ether;
    mapping(address => uint256) public lastDrip;

    constructor() public payable {
        owner = msg.sender;
    }

    function() external payable {}

    function drip() external {
        require(lastDrip[msg.sender] + 1 hours <= now, "wait");
        lastDrip[msg.sender] = now;
        uint256 amount = dripAmount;
        // <yes> <report> TIME_MANIPULATION
        if (now % 60 == 0) {
            amount = dripAmount * 10;
        }
        require(address(this).balance >= amount, "empty");
        msg.sender.transfer(amount);
    }

    function setDrip(uint256 amount) external {
        require(msg.sender == owner, "owner");
        dripAmount = amount;
    }
}
