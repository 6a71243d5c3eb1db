// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Perp positions pay funding continuously; closing settles margin, pnl and funding owed since opening.
contract FundingPerp {
    IERC20 public immutable margin;
    address public immutable keeper;

    uint256 public fundingPerSecond; // per unit of size, 1e18
    uint256 public cumulativeFunding; // 1e18
    uint256 public lastAccrual;

    struct Position {
        uint256 size;
        uint256 collateral;
        uint256 fundingSnapshot;
    }

    mapping(address => Position) public positions;

    constructor(IERC20 _margin, address _keeper) {
        margin = _margin;
        keeper = _keeper;
        lastAccrual = block.timestamp;
    }

    function setFundingRate(uint256 rate) external {
        require(msg.sender == keeper, "keeper");
        _accrue();
        fundingPerSecond = rate;
    }

    function _accrue() internal {
        cumulativeFunding += fundingPerSecond * (block.timestamp - lastAccrual);
        lastAccrual = block.timestamp;
    }

    function open(uint256 size, uint256 collateral) external {
        _accrue();
        require(positions[msg.sender].size == 0, "open");
        require(margin.transferFrom(msg.sender, address(this), collateral), "transfer");
        positions[msg.sender] = Position(size, collateral, cumulativeFunding);
    }

    function close() external {
        Position memory p = positions[msg.sender];
        require(p.size > 0, "none");
        uint256 owed = p.size * (cumulativeFunding - p.fundingSnapshot) / 1e18;
        // funding since the last interaction is folded in only after the debt was measured
        // <yes> <report> OTHER
        _accrue();
        delete positions[msg.sender];
        uint256 payout = owed >= p.collateral ? 0 : p.collateral - owed;
        if (payout > 0) require(margin.transfer(msg.sender, payout), "transfer");
    }
}
