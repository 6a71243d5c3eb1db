// SPDX-License-Identifier: MIT
pragma solidity ^0.7.0;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add overflow");
        return c;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div zero");
        return a / b;
    }
}

/// Marketplace reputation: completed jobs are rated by their counterparties; a seller's score in basis
/// points gates access to the premium tier (score >= 9000).
contract SellerReputation {
    using SafeMath for uint256;

    struct Stats {
        uint256 positive;
        uint256 total;
    }

    address public marketplace;
    uint256 public constant PREMIUM_SCORE = 9000;
    mapping(address => Stats) public stats;
    mapping(bytes32 => bool) public rated;

    event Rated(bytes32 indexed jobId, address indexed seller, bool positive);

    constructor(address _marketplace) {
        marketplace = _marketplace;
    }

    function rate(bytes32 jobId, address seller, bool positive) external {
        require(msg.sender == marketplace, "marketplace");
        require(!rated[jobId], "rated");
        rated[jobId] = true;
        Stats storage s = stats[seller];
        s.total = s.total.add(1);
        if (positive) {
            s.positive = s.positive.add(1);
        }
        emit Rated(jobId, seller, positive);
    }

    /// Score in basis points; 0 for sellers with no rated jobs.
    function score(address seller) public view returns (uint256) {
        Stats storage s = stats[seller];
        if (s.total == 0) return 0;
        // positive / total truncates to 0 unless every rating was positive.
        // <yes> <report> ARITHMETIC
        return s.positive.div(s.total).mul(10000);
    }

    function isPremium(address seller) external view returns (bool) {
        return score(seller) >= PREMIUM_SCORE;
    }
}
