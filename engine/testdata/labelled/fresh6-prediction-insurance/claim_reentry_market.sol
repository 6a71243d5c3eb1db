// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

/// Scalar market settled by a designated reporter. Winners redeem their shares for ETH.
contract ScalarMarket {
    address public reporter;
    bool public finalized;
    uint256 public longPayoutPerShare; // wei per share
    uint256 public shortPayoutPerShare;
    mapping(address => uint256) public longShares;
    mapping(address => uint256) public shortShares;
    mapping(address => bool) public redeemed;

    constructor(address _reporter) {
        reporter = _reporter;
    }

    function mint() external payable {
        require(!finalized, "final");
        longShares[msg.sender] += msg.value / 1e15;
        shortShares[msg.sender] += msg.value / 1e15;
    }

    function finalize(uint256 longPerShare) external {
        require(msg.sender == reporter, "reporter");
        require(!finalized && longPerShare <= 1e15, "bad");
        finalized = true;
        longPayoutPerShare = longPerShare;
        shortPayoutPerShare = 1e15 - longPerShare;
    }

    function redeem() external {
        require(finalized, "open");
        require(!redeemed[msg.sender], "done");
        uint256 amount = longShares[msg.sender] * longPayoutPerShare + shortShares[msg.sender] * shortPayoutPerShare;
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
        redeemed[msg.sender] = true;
    }
}
