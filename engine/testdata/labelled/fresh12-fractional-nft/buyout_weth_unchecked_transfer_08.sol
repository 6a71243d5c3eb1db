// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

// Buyout module paid in a settlement token: the proposer deposits the full buyout price; fraction holders
// who accept are paid from it, and if the buyout fails the proposer takes the deposit back.
contract TokenBuyout {
    struct Proposal {
        address proposer;
        uint256 pricePerFraction;
        uint256 deposit;
        uint256 endsAt;
        bool settled;
    }

    IERC20 public immutable payment;
    IERC20 public immutable fractions;
    IERC721 public immutable nft;
    uint256 public immutable nftId;
    uint256 public immutable totalFractions;
    Proposal public proposal;

    constructor(IERC20 _payment, IERC20 _fractions, IERC721 _nft, uint256 _id, uint256 _total) {
        payment = _payment;
        fractions = _fractions;
        nft = _nft;
        nftId = _id;
        totalFractions = _total;
    }

    function propose(uint256 pricePerFraction) external {
        require(proposal.proposer == address(0) || proposal.settled, "active");
        uint256 deposit = pricePerFraction * totalFractions / 1e18;
        require(payment.transferFrom(msg.sender, address(this), deposit), "deposit");
        proposal = Proposal(msg.sender, pricePerFraction, deposit, block.timestamp + 4 days, false);
    }

    function sellToBuyout(uint256 amount) external {
        Proposal storage p = proposal;
        require(!p.settled && block.timestamp < p.endsAt, "closed");
        require(fractions.transferFrom(msg.sender, p.proposer, amount), "fractions");
        uint256 owed = amount * p.pricePerFraction / 1e18;
        p.deposit -= owed;
        // <yes> <report> UNCHECKED_LL_CALLS
        payment.transfer(msg.sender, owed);
    }

    function settle() external {
        Proposal storage p = proposal;
        require(!p.settled && block.timestamp >= p.endsAt, "open");
        p.settled = true;
        uint256 refund = p.deposit;
        p.deposit = 0;
        require(payment.transfer(p.proposer, refund), "refund");
    }
}
