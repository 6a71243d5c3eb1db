// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC721 {
    function ownerOf(uint256 tokenId) external view returns (address);
    function transferFrom(address from, address to, uint256 tokenId) external;
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// Stakes NFTs of one collection for a reward token accruing per second per token; the reward pot is funded in
/// advance by the owner, rewards are settled before every change of a staker's count, and the NFTs come back
/// only to the account that staked them.
contract NFTStaking {
    struct Staker {
        uint256 count;
        uint256 accrued;
        uint256 lastUpdate;
    }

    IERC721 public immutable collection;
    IERC20 public immutable rewardToken;
    address public owner;
    uint256 public immutable rewardPerSecond;
    bool private locked;

    mapping(address => Staker) public stakers;
    mapping(uint256 => address) public stakerOf;

    uint256 public constant MAX_BATCH = 20;
    uint256 public constant MAX_RATE = 1e18;

    event Staked(address indexed account, uint256 indexed tokenId);
    event Unstaked(address indexed account, uint256 indexed tokenId);
    event Claimed(address indexed account, uint256 amount);

    error NotOwner();
    error NotStaker();
    error TooMany();
    error Reentrant();
    error RateTooHigh();

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    modifier nonReentrant() {
        if (locked) revert Reentrant();
        locked = true;
        _;
        locked = false;
    }

    constructor(IERC721 _collection, IERC20 _rewardToken, uint256 _rewardPerSecond) {
        if (_rewardPerSecond > MAX_RATE) revert RateTooHigh();
        collection = _collection;
        rewardToken = _rewardToken;
        rewardPerSecond = _rewardPerSecond;
        owner = msg.sender;
    }

    function _settle(address account) internal {
        Staker storage s = stakers[account];
        if (s.count > 0) {
            s.accrued += (block.timestamp - s.lastUpdate) * s.count * rewardPerSecond;
        }
        s.lastUpdate = block.timestamp;
    }

    function stake(uint256[] calldata tokenIds) external nonReentrant {
        if (tokenIds.length == 0 || tokenIds.length > MAX_BATCH) revert TooMany();
        _settle(msg.sender);
        for (uint256 i = 0; i < tokenIds.length; i++) {
            uint256 id = tokenIds[i];
            if (collection.ownerOf(id) != msg.sender) revert NotStaker();
            collection.transferFrom(msg.sender, address(this), id);
            stakerOf[id] = msg.sender;
            emit Staked(msg.sender, id);
        }
        stakers[msg.sender].count += tokenIds.length;
    }

    function unstake(uint256[] calldata tokenIds) external nonReentrant {
        if (tokenIds.length == 0 || tokenIds.length > MAX_BATCH) revert TooMany();
        _settle(msg.sender);
        for (uint256 i = 0; i < tokenIds.length; i++) {
            uint256 id = tokenIds[i];
            if (stakerOf[id] != msg.sender) revert NotStaker();
            delete stakerOf[id];
            collection.transferFrom(address(this), msg.sender, id);
            emit Unstaked(msg.sender, id);
        }
        stakers[msg.sender].count -= tokenIds.length;
    }

    function claim() external nonReentrant {
        _settle(msg.sender);
        uint256 amount = stakers[msg.sender].accrued;
        stakers[msg.sender].accrued = 0;
        require(rewardToken.transfer(msg.sender, amount), "reward transfer failed");
        emit Claimed(msg.sender, amount);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        owner = newOwner;
    }
}

// Safe code in the style of widely used contracts: held to no finding above low.
