// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IOracleSource {
    function current() external view returns (uint256);
}

// Pays keepers a bounty in ETH for each update of the stored price, at most once per period.
contract IncentivisedPriceStore {
    IOracleSource public source;
    address public owner;
    uint256 public price;
    uint256 public lastUpdated;
    uint256 public period = 10 minutes;
    uint256 public bounty = 0.01 ether;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(IOracleSource _source) public payable {
        source = _source;
        owner = msg.sender;
    }

    function setBounty(uint256 amount) external onlyOwner {
        bounty = amount;
    }

    function update() external {
        require(block.timestamp >= lastUpdated + period, "too soon");
        price = source.current();
        // The keeper's fallback calls update() again before lastUpdated moves, draining a bounty per call.
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: bounty}("");
        require(ok, "bounty");
        lastUpdated = block.timestamp;
    }

    receive() external payable {}
}
