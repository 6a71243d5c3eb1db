// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract CheckedHookStaking {
    IERC721 public immutable collection;
    IERC20 public immutable rewardToken;
    uint256 public constant REWARD_PER_DAY = 10 ether;

    mapping(uint256 => address) public stakerOf;
    mapping(uint256 => uint256) public stakedAt;
    mapping(address => uint256) public stakedCount;

    event Staked(address indexed staker, uint256 indexed tokenId);
    event Unstaked(address indexed staker, uint256 indexed tokenId);

    constructor(IERC721 _collection, IERC20 _reward) {
        collection = _collection;
        rewardToken = _reward;
    }

    function onERC721Received(address, address from, uint256 tokenId, bytes calldata) external returns (bytes4) {
        require(msg.sender == address(collection), "wrong collection");
        stakerOf[tokenId] = from;
        stakedAt[tokenId] = block.timestamp;
        stakedCount[from] += 1;
        emit Staked(from, tokenId);
        return this.onERC721Received.selector;
    }

    function pending(uint256 tokenId) public view returns (uint256) {
        if (stakerOf[tokenId] == address(0)) return 0;
        return ((block.timestamp - stakedAt[tokenId]) * REWARD_PER_DAY) / 1 days;
    }

    function claim(uint256 tokenId) public {
        require(stakerOf[tokenId] == msg.sender, "not staker");
        uint256 owed = pending(tokenId);
        stakedAt[tokenId] = block.timestamp;
        require(rewardToken.transfer(msg.sender, owed), "reward");
    }

    function unstake(uint256 tokenId) external {
        claim(tokenId);
        delete stakerOf[tokenId];
        stakedCount[msg.sender] -= 1;
        collection.safeTransferFrom(address(this), msg.sender, tokenId);
        emit Unstaked(msg.sender, tokenId);
    }
}
