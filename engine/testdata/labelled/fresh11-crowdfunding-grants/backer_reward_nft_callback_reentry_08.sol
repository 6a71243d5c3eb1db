// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IRewardBadge {
    /// Mints with ERC-721 safeMint semantics: calls onERC721Received on contract receivers.
    function safeMint(address to, uint256 tier) external returns (uint256 tokenId);
}

/// Crowdfund that rewards backers with a tiered badge NFT once the campaign succeeds: a backer of
/// at least a tier's price claims one badge of that tier per pledge. The badge contract calls the
/// receiver's onERC721Received hook during the mint, before claimReward() records the claim, so a
/// backer contract re-enters from the hook and mints itself every limited badge of the tier.
contract BadgeCrowdfund {
    address public immutable creator;
    IRewardBadge public immutable badge;
    uint256 public immutable goal;
    uint256 public immutable deadline;
    uint256 public raised;
    bool public withdrawn;
    uint256[] public tierPrice;
    uint256[] public tierSupply;
    mapping(address => uint256) public pledged;
    mapping(address => bool) public rewardClaimed;

    event Pledged(address indexed backer, uint256 amount);
    event RewardClaimed(address indexed backer, uint256 tier, uint256 tokenId);

    constructor(IRewardBadge _badge, uint256 _goal, uint256 _duration, uint256[] memory prices, uint256[] memory supplies) {
        require(prices.length == supplies.length && prices.length > 0, "tiers");
        creator = msg.sender;
        badge = _badge;
        goal = _goal;
        deadline = block.timestamp + _duration;
        tierPrice = prices;
        tierSupply = supplies;
    }

    function pledge() external payable {
        require(block.timestamp < deadline, "ended");
        require(msg.value > 0, "zero");
        pledged[msg.sender] += msg.value;
        raised += msg.value;
        emit Pledged(msg.sender, msg.value);
    }

    function claimReward(uint256 tier) external {
        require(block.timestamp >= deadline && raised >= goal, "not funded");
        require(tier < tierPrice.length, "tier");
        require(!rewardClaimed[msg.sender], "claimed");
        require(pledged[msg.sender] >= tierPrice[tier], "pledge");
        require(tierSupply[tier] > 0, "sold out");
        tierSupply[tier] -= 1;
        // <yes> <report> REENTRANCY
        uint256 tokenId = badge.safeMint(msg.sender, tier);
        rewardClaimed[msg.sender] = true;
        emit RewardClaimed(msg.sender, tier, tokenId);
    }

    function withdraw() external {
        require(msg.sender == creator, "creator");
        require(block.timestamp >= deadline && raised >= goal, "not funded");
        require(!withdrawn, "withdrawn");
        withdrawn = true;
        (bool ok, ) = payable(creator).call{value: address(this).balance}("");
        require(ok, "pay");
    }

    function refund() external {
        require(block.timestamp >= deadline && raised < goal, "no refund");
        uint256 amount = pledged[msg.sender];
        require(amount > 0, "none");
        pledged[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "pay");
    }
}
