// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract NftStakingPool {
    IERC721 public immutable collection;
    IERC20 public immutable rewardToken;
    uint256 public constant REWARD_PER_DAY = 10 ether;

    mapping(uint256 => address) public stakerOf;
    mapping(uint256 => uint256) public stakedAt;
    mapping(address => uint256) public stakedCount;

    constructor(IERC721 _collection, IERC20 _reward) {
        collection = _collection;
        rewardToken = _reward;
    }

    // Staking is a safeTransferFrom to this pool; the hook books the stake.
    function onERC721Received(address, address from, uint256 tokenId, bytes calldata) external returns (bytes4) {
        // <yes> <report> ACCESS_CONTROL
        stakerOf[tokenId] = from;
        stakedAt[tokenId] = block.timestamp;
        stakedCount[from] += 1;
        return this.onERC721Received.selector;
    }

    function claim(uint256 tokenId) public {
        require(stakerOf[tokenId] == msg.sender, "not staker");
        uint256 owed = ((block.timestamp - stakedAt[tokenId]) * REWARD_PER_DAY) / 1 days;
        stakedAt[tokenId] = block.timestamp;
        require(rewardToken.transfer(msg.sender, owed), "reward");
    }

    function unstake(uint256 tokenId) external {
        claim(tokenId);
        delete stakerOf[tokenId];
        stakedCount[msg.sender] -= 1;
        collection.safeTransferFrom(address(this), msg.sender, tokenId);
    }
}
