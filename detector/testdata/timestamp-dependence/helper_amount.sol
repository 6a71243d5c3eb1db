pragma solidity ^0.8.0;

// The bounty grows with the seconds since the job fell due, computed in a view helper and sent by harvest.
contract BountyByTime {
    uint256 public due;
    uint256 public perSecond = 1e12;

    receive() external payable {}

    function bountyOf() public view returns (uint256) {
        return (block.timestamp - due) * perSecond; // want "BountyByTime.bountyOf\\(\\) computes the amount BountyByTime.harvest\\(\\) sends from the block timestamp: \\(block.timestamp - due\\) \\* perSecond"
    }

    function harvest() external {
        uint256 bounty = bountyOf();
        due = block.timestamp + 1 days; // want "stores a timestamp-derived value"
        payable(msg.sender).transfer(bounty); // want "sends an amount derived from the block timestamp"
    }
}

// Safe: a fixed reward; the helper's time arithmetic decides no amount sent.
contract FixedReward {
    uint256 public last;

    receive() external payable {}

    function elapsed() public view returns (uint256) {
        return block.timestamp - last;
    }

    function poke() external {
        last = block.timestamp; // want "stores a timestamp-derived value"
        payable(msg.sender).transfer(1e15);
    }
}
