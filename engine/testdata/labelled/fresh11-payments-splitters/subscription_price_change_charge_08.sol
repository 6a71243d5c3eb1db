// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Creator memberships billed monthly in a stablecoin. Fans approve a large allowance once so renewals
/// need no transaction of theirs; the creator renews due members in batches.
contract CreatorMemberships {
    struct Tier {
        address creator;
        uint256 monthlyPrice;
    }

    struct Member {
        uint256 paidUntil;
        bool autoRenew;
    }

    IERC20 public immutable usd;
    uint256 public tierCount;
    mapping(uint256 => Tier) public tiers;
    mapping(uint256 => mapping(address => Member)) public members;

    event TierCreated(uint256 indexed tierId, address creator, uint256 price);
    event PriceUpdated(uint256 indexed tierId, uint256 price);
    event Renewed(uint256 indexed tierId, address indexed fan, uint256 paid);

    constructor(IERC20 _usd) {
        usd = _usd;
    }

    function createTier(uint256 monthlyPrice) external returns (uint256 id) {
        require(monthlyPrice > 0, "price");
        id = ++tierCount;
        tiers[id] = Tier(msg.sender, monthlyPrice);
        emit TierCreated(id, msg.sender, monthlyPrice);
    }

    function setPrice(uint256 tierId, uint256 monthlyPrice) external {
        Tier storage t = tiers[tierId];
        require(msg.sender == t.creator, "creator");
        require(monthlyPrice > 0, "price");
        t.monthlyPrice = monthlyPrice;
        emit PriceUpdated(tierId, monthlyPrice);
    }

    function join(uint256 tierId) external {
        Tier memory t = tiers[tierId];
        require(t.creator != address(0), "tier");
        Member storage m = members[tierId][msg.sender];
        require(m.paidUntil < block.timestamp, "member");
        require(usd.transferFrom(msg.sender, t.creator, t.monthlyPrice), "pay");
        m.paidUntil = block.timestamp + 30 days;
        m.autoRenew = true;
    }

    function setAutoRenew(uint256 tierId, bool on) external {
        members[tierId][msg.sender].autoRenew = on;
    }

    function renew(uint256 tierId, address[] calldata fans) external {
        Tier memory t = tiers[tierId];
        require(msg.sender == t.creator, "creator");
        for (uint256 i = 0; i < fans.length; i++) {
            Member storage m = members[tierId][fans[i]];
            if (!m.autoRenew || m.paidUntil == 0 || m.paidUntil > block.timestamp) continue;
            m.paidUntil += 30 days;
            // <yes> <report> OTHER
            require(usd.transferFrom(fans[i], t.creator, t.monthlyPrice), "pay");
            emit Renewed(tierId, fans[i], t.monthlyPrice);
        }
    }
}
