// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// The caller buys cover for a traveller it names and pays the premium in tokens: a purchase, reported low.
contract PaidCover {
    IERC20 public usdc;
    mapping(address => bool) public insured;

    function buy(address traveller) external { // want "PaidCover.buy\\(\\) lets any caller grant or revoke insured"
        require(usdc.transferFrom(msg.sender, address(this), 15e6), "premium");
        insured[traveller] = true;
    }

    function claim() external {
        require(insured[msg.sender], "no cover");
        insured[msg.sender] = false;
        require(usdc.transfer(msg.sender, 200e6), "pay");
    }
}

// Nothing paid: any caller grants cover to anyone.
contract FreeCover {
    IERC20 public usdc;
    mapping(address => bool) public insured;

    function enrol(address traveller) external { // want "FreeCover.enrol\\(\\) lets any caller grant or revoke insured"
        insured[traveller] = true;
    }

    function claim() external {
        require(insured[msg.sender], "no cover");
        insured[msg.sender] = false;
        require(usdc.transfer(msg.sender, 200e6), "pay");
    }
}
