// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

interface IMintable {
    function mint(address to, uint256 amount) external;
}

/// Stake heroes to earn SHARD. Rewards accrue per day, weighted by hero level.
contract HeroStaking {
    IERC721 public immutable heroes;
    IMintable public immutable shard;
    uint256 public constant DAILY_RATE = 10 ether;

    struct Stake {
        address owner;
        uint64 since;
        uint32 level;
    }

    mapping(uint256 => Stake) public stakes;
    mapping(uint256 => uint32) public levelOf;

    constructor(IERC721 _heroes, IMintable _shard) {
        heroes = _heroes;
        shard = _shard;
    }

    function stake(uint256 heroId) external {
        heroes.transferFrom(msg.sender, address(this), heroId);
        stakes[heroId] = Stake(msg.sender, uint64(block.timestamp), levelOf[heroId] + 1);
    }

    function pending(uint256 heroId) public view returns (uint256) {
        Stake memory s = stakes[heroId];
        // <yes> <report> ARITHMETIC
        return ((block.timestamp - s.since) / 1 days) * DAILY_RATE * s.level / 10;
    }

    function claim(uint256 heroId) public {
        Stake storage s = stakes[heroId];
        require(s.owner == msg.sender, "not staker");
        uint256 amount = pending(heroId);
        s.since = uint64(block.timestamp);
        shard.mint(msg.sender, amount);
    }

    function unstake(uint256 heroId) external {
        claim(heroId);
        delete stakes[heroId];
        heroes.transferFrom(address(this), msg.sender, heroId);
    }
}
