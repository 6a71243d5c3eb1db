// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// A pause flag any caller sets to the value it picks, read by the modifier in front of the release.
contract OpenPause {
    bool public paused;
    address public relayer;
    IERC20 public immutable token;

    modifier whenNotPaused() {
        require(!paused, "paused");
        _;
    }

    constructor(IERC20 t) {
        token = t;
        relayer = msg.sender;
    }

    function setPaused(bool p) external { // want "lets any caller set paused, which a check guarding the payout of OpenPause.release\\(\\) reads"
        paused = p;
    }

    function release(address to, uint256 amount) external whenNotPaused {
        require(msg.sender == relayer, "relayer");
        require(token.transfer(to, amount), "transfer");
    }
}

// The same switch behind the owner's check.
contract OwnedPause {
    bool public paused;
    address public owner;
    IERC20 public immutable token;

    modifier whenNotPaused() {
        require(!paused, "paused");
        _;
    }

    constructor(IERC20 t) {
        token = t;
        owner = msg.sender;
    }

    function setPaused(bool p) external {
        require(msg.sender == owner, "owner");
        paused = p;
    }

    function release(address to, uint256 amount) external whenNotPaused {
        require(msg.sender == owner, "owner");
        require(token.transfer(to, amount), "transfer");
    }
}
