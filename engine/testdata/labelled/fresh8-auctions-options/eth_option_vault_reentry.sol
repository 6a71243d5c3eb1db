// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

/// ETH covered-call vault (Ribbon-style theta vault, simplified): deposits queue for the next round,
/// withdrawals are instant from the idle balance. The instant withdrawal pays ETH before burning shares.
contract ThetaVaultETH {
    address public keeper;
    uint256 public totalShares;
    uint256 public lockedInOptions;
    mapping(address => uint256) public shareOf;

    modifier onlyKeeper() {
        require(msg.sender == keeper, "!keeper");
        _;
    }

    constructor() {
        keeper = msg.sender;
    }

    function pricePerShare() public view returns (uint256) {
        if (totalShares == 0) return 1e18;
        return ((address(this).balance + lockedInOptions) * 1e18) / totalShares;
    }

    function depositETH() external payable {
        require(msg.value > 0, "zero");
        uint256 pps = ((address(this).balance - msg.value + lockedInOptions) * 1e18) / (totalShares == 0 ? 1 : totalShares);
        uint256 minted = totalShares == 0 ? msg.value : (msg.value * 1e18) / pps;
        shareOf[msg.sender] += minted;
        totalShares += minted;
    }

    function withdrawInstantly(uint256 shares) external {
        require(shareOf[msg.sender] >= shares, "shares");
        uint256 amount = (shares * pricePerShare()) / 1e18;
        require(amount <= address(this).balance, "locked");
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
        shareOf[msg.sender] -= shares;
        totalShares -= shares;
    }

    function commitAndClose(uint256 lockAmount) external onlyKeeper {
        require(lockAmount <= address(this).balance, "balance");
        lockedInOptions = lockAmount;
        (bool ok, ) = keeper.call{value: lockAmount}("");
        require(ok, "lock");
    }

    function settleRound() external payable onlyKeeper {
        lockedInOptions = 0;
    }
}
