// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

interface IMintable {
    function mint(address to, uint256 amount) external;
}

/// Hero staking: rewards accrue per second, multiplying before the single division at the end.
contract HeroStakingV2 {
    IERC721 public immutable heroes;
    IMintable public immutable shard;
    address public immutable owner;
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
        owner = msg.sender;
    }

    function setLevel(uint256 heroId, uint32 level) external {
        require(msg.sender == owner, "owner");
        levelOf[heroId] = level;
    }

    function stake(uint256 heroId) external {
        stakes[heroId] = Stake(msg.sender, uint64(block.timestamp), levelOf[heroId] + 1);
        heroes.transferFrom(msg.sender, address(this), heroId);
    }

    function pending(uint256 heroId) public view returns (uint256) {
        Stake memory s = stakes[heroId];
        return ((block.timestamp - s.since) * DAILY_RATE * s.level) / (1 days * 10);
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
