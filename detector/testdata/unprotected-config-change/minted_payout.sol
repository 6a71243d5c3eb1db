// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IStable {
    function mint(address to, uint256 amount) external;
}

// A peg stability module mints the stablecoin for the gem it takes, less a fee: the fee sets what it mints.
contract OpenFeePSM {
    IERC20 public gem;
    IStable public stable;
    uint256 public tin;

    function setTin(uint256 fee) external { // want "OpenFeePSM.setTin\\(\\) lets any caller set tin, which sets the amount OpenFeePSM.sellGem\\(\\) pays out"
        tin = fee;
    }

    function sellGem(address usr, uint256 amount) external {
        uint256 fee = (amount * tin) / 10_000;
        require(gem.transferFrom(msg.sender, address(this), amount), "gem");
        stable.mint(usr, amount - fee);
    }
}

contract OwnedFeePSM {
    address public owner = msg.sender;
    IERC20 public gem;
    IStable public stable;
    uint256 public tin;

    function setTin(uint256 fee) external {
        require(msg.sender == owner, "owner");
        tin = fee;
    }

    function sellGem(address usr, uint256 amount) external {
        uint256 fee = (amount * tin) / 10_000;
        require(gem.transferFrom(msg.sender, address(this), amount), "gem");
        stable.mint(usr, amount - fee);
    }
}
