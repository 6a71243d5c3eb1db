// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// Launchpad pool with a project-side finalisation. finalize() and withdrawRaised() were meant for the
/// project owner only; both lost their check in a refactor, so anyone finalises early and takes the ETH.
contract LaunchpadPool {
    address public projectOwner;
    IERC20 public saleToken;
    uint256 public tokensPerEth;
    uint256 public hardCap;
    uint256 public totalRaised;
    bool public finalized;
    mapping(address => uint256) public purchased;

    constructor(IERC20 _saleToken, uint256 _tokensPerEth, uint256 _hardCap) {
        projectOwner = msg.sender;
        saleToken = _saleToken;
        tokensPerEth = _tokensPerEth;
        hardCap = _hardCap;
    }

    function purchase() external payable {
        require(!finalized, "Pool: finalized");
        require(totalRaised + msg.value <= hardCap, "Pool: cap");
        totalRaised += msg.value;
        purchased[msg.sender] += msg.value * tokensPerEth;
    }

    function finalize() external {
        require(!finalized, "Pool: finalized");
        // <yes> <report> ACCESS_CONTROL
        finalized = true;
    }

    function withdrawRaised(address payable to) external {
        require(finalized, "Pool: not finalized");
        // <yes> <report> ACCESS_CONTROL
        to.transfer(address(this).balance);
    }

    function claimTokens() external {
        require(finalized, "Pool: not finalized");
        uint256 amount = purchased[msg.sender];
        purchased[msg.sender] = 0;
        require(saleToken.transfer(msg.sender, amount), "Pool: transfer");
    }
}
