// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC721 {
    function ownerOf(uint256 tokenId) external view returns (address);
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transfer, (to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transferFrom, (from, to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transferFrom failed");
    }
}

/// NFT staking: each staked token earns a share of a reward stream in proportion to its rarity weight, with a
/// reward-per-weight accumulator, per-staker debts, a lock period, and an owner who funds the stream.
contract NFTStaking is IERC721Receiver {
    using SafeERC20 for IERC20;

    struct Stake {
        address owner;
        uint64 stakedAt;
        uint32 weight;
    }

    struct StakerInfo {
        uint256 weight;
        uint256 rewardDebt;
        uint256 pending;
        uint256[] tokenIds;
    }

    uint256 public constant PRECISION = 1e12;
    uint256 public constant MAX_BATCH = 25;
    uint256 public constant LOCK_PERIOD = 7 days;

    IERC721 public immutable collection;
    IERC20 public immutable rewardToken;
    address public owner;
    address public pendingOwner;

    uint256 public rewardRate;
    uint256 public periodFinish;
    uint256 public lastUpdate;
    uint256 public accRewardPerWeight;
    uint256 public totalWeight;
    uint256 public rewardReserve;
    bool public paused;

    mapping(uint256 => Stake) public stakes;
    mapping(uint256 => uint32) public weightOf;
    mapping(address => StakerInfo) internal stakers;
    mapping(uint256 => uint256) internal indexInStaker;

    uint256 private status = 1;

    event Staked(address indexed user, uint256 indexed tokenId, uint256 weight);
    event Unstaked(address indexed user, uint256 indexed tokenId);
    event RewardPaid(address indexed user, uint256 reward);
    event RewardAdded(uint256 amount, uint256 duration);
    event WeightSet(uint256 indexed tokenId, uint32 weight);

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    modifier nonReentrant() {
        require(status == 1, "reentrant");
        status = 2;
        _;
        status = 1;
    }

    constructor(IERC721 collection_, IERC20 rewardToken_) {
        collection = collection_;
        rewardToken = rewardToken_;
        owner = msg.sender;
        lastUpdate = block.timestamp;
    }

    function lastTimeRewardApplicable() public view returns (uint256) {
        return block.timestamp < periodFinish ? block.timestamp : periodFinish;
    }

    function currentAccRewardPerWeight() public view returns (uint256) {
        if (totalWeight == 0) {
            return accRewardPerWeight;
        }
        uint256 applicable = lastTimeRewardApplicable();
        if (applicable <= lastUpdate) {
            return accRewardPerWeight;
        }
        return accRewardPerWeight + ((applicable - lastUpdate) * rewardRate * PRECISION) / totalWeight;
    }

    function pendingReward(address user) external view returns (uint256) {
        StakerInfo storage s = stakers[user];
        return s.pending + (s.weight * currentAccRewardPerWeight()) / PRECISION - s.rewardDebt;
    }

    function stakedTokens(address user) external view returns (uint256[] memory) {
        return stakers[user].tokenIds;
    }

    function _updatePool() internal {
        accRewardPerWeight = currentAccRewardPerWeight();
        lastUpdate = lastTimeRewardApplicable();
    }

    function _settle(StakerInfo storage s) internal {
        uint256 accumulated = (s.weight * accRewardPerWeight) / PRECISION;
        s.pending += accumulated - s.rewardDebt;
    }

    function stake(uint256[] calldata tokenIds) external nonReentrant {
        require(!paused, "paused");
        require(tokenIds.length > 0 && tokenIds.length <= MAX_BATCH, "bad batch");
        _updatePool();
        StakerInfo storage s = stakers[msg.sender];
        _settle(s);
        for (uint256 i = 0; i < tokenIds.length; i++) {
            uint256 tokenId = tokenIds[i];
            require(collection.ownerOf(tokenId) == msg.sender, "not token owner");
            uint32 w = weightOf[tokenId] == 0 ? 1 : weightOf[tokenId];
            stakes[tokenId] = Stake(msg.sender, uint64(block.timestamp), w);
            indexInStaker[tokenId] = s.tokenIds.length;
            s.tokenIds.push(tokenId);
            s.weight += w;
            totalWeight += w;
            collection.transferFrom(msg.sender, address(this), tokenId);
            emit Staked(msg.sender, tokenId, w);
        }
        s.rewardDebt = (s.weight * accRewardPerWeight) / PRECISION;
    }

    function unstake(uint256[] calldata tokenIds) external nonReentrant {
        require(tokenIds.length > 0 && tokenIds.length <= MAX_BATCH, "bad batch");
        _updatePool();
        StakerInfo storage s = stakers[msg.sender];
        _settle(s);
        for (uint256 i = 0; i < tokenIds.length; i++) {
            uint256 tokenId = tokenIds[i];
            Stake memory st = stakes[tokenId];
            require(st.owner == msg.sender, "not staker");
            require(block.timestamp >= st.stakedAt + LOCK_PERIOD, "locked");
            s.weight -= st.weight;
            totalWeight -= st.weight;
            uint256 idx = indexInStaker[tokenId];
            uint256 last = s.tokenIds[s.tokenIds.length - 1];
            s.tokenIds[idx] = last;
            indexInStaker[last] = idx;
            s.tokenIds.pop();
            delete indexInStaker[tokenId];
            delete stakes[tokenId];
            collection.safeTransferFrom(address(this), msg.sender, tokenId); // want "reentrancy-cross-function: NFTStaking.unstake\\(\\) calls collection under a reentrancy lock that NFTStaking.pendingReward\\(\\)" // deserved: the receiver's hook runs before rewardDebt is updated, so pendingReward answers from a half-updated record during it (read-only reentrancy)
            emit Unstaked(msg.sender, tokenId);
        }
        s.rewardDebt = (s.weight * accRewardPerWeight) / PRECISION;
    }

    function claim() external nonReentrant {
        _updatePool();
        StakerInfo storage s = stakers[msg.sender];
        _settle(s);
        s.rewardDebt = (s.weight * accRewardPerWeight) / PRECISION;
        uint256 reward = s.pending;
        if (reward > 0) {
            s.pending = 0;
            rewardReserve -= reward;
            rewardToken.safeTransfer(msg.sender, reward);
            emit RewardPaid(msg.sender, reward);
        }
    }

    function emergencyUnstake(uint256 tokenId) external nonReentrant {
        Stake memory st = stakes[tokenId];
        require(st.owner == msg.sender, "not staker");
        _updatePool();
        StakerInfo storage s = stakers[msg.sender];
        _settle(s);
        s.weight -= st.weight;
        totalWeight -= st.weight;
        uint256 idx = indexInStaker[tokenId];
        uint256 last = s.tokenIds[s.tokenIds.length - 1];
        s.tokenIds[idx] = last;
        indexInStaker[last] = idx;
        s.tokenIds.pop();
        delete indexInStaker[tokenId];
        delete stakes[tokenId];
        s.rewardDebt = (s.weight * accRewardPerWeight) / PRECISION;
        collection.transferFrom(address(this), msg.sender, tokenId);
        emit Unstaked(msg.sender, tokenId);
    }

    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return IERC721Receiver.onERC721Received.selector;
    }

    // ---------------------------------------------------------------- owner

    function notifyRewardAmount(uint256 amount, uint256 duration) external onlyOwner {
        require(duration > 0, "zero duration");
        _updatePool();
        rewardToken.safeTransferFrom(msg.sender, address(this), amount);
        uint256 leftover;
        if (block.timestamp < periodFinish) {
            leftover = (periodFinish - block.timestamp) * rewardRate;
        }
        rewardRate = (amount + leftover) / duration;
        require(rewardRate > 0, "rate zero");
        rewardReserve += amount;
        require(rewardRate * duration <= rewardReserve, "reward too high");
        lastUpdate = block.timestamp;
        periodFinish = block.timestamp + duration;
        emit RewardAdded(amount, duration);
    }

    function setWeights(uint256[] calldata tokenIds, uint32[] calldata weights) external onlyOwner {
        require(tokenIds.length == weights.length, "length mismatch");
        for (uint256 i = 0; i < tokenIds.length; i++) {
            require(stakes[tokenIds[i]].owner == address(0), "token staked");
            require(weights[i] > 0 && weights[i] <= 100, "bad weight");
            weightOf[tokenIds[i]] = weights[i];
            emit WeightSet(tokenIds[i], weights[i]);
        }
    }

    function setPaused(bool value) external onlyOwner {
        paused = value;
    }

    function recoverERC20(IERC20 token, uint256 amount) external onlyOwner {
        require(address(token) != address(rewardToken), "reward token");
        token.safeTransfer(owner, amount);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        pendingOwner = newOwner;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "not pending owner");
        owner = pendingOwner;
        pendingOwner = address(0);
    }
}
