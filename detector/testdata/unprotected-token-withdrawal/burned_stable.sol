// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IStable {
    function burn(address from, uint256 amount) external;
    function mint(address to, uint256 amount) external;
}

// A peg stability module sells its gem for the stablecoin it burns from the caller: the caller pays.
contract GemDesk {
    IERC20 public gem;
    IStable public stable;
    address public treasury;

    function buyGem(address usr, uint256 gemAmt) external {
        stable.burn(msg.sender, gemAmt * 1e12);
        require(gem.transfer(usr, gemAmt), "gem");
    }

    // The burn takes from the treasury, not from the caller: nothing is paid for the gem.
    function buyFromTreasury(address usr, uint256 gemAmt) external { // want "GemDesk.buyFromTreasury\\(\\) lets any caller transfer gemAmt of the contract's tokens to usr"
        stable.burn(treasury, gemAmt * 1e12);
        require(gem.transfer(usr, gemAmt), "gem");
    }

    // A mint to the caller is no payment.
    function buyWithMint(address usr, uint256 gemAmt) external { // want "GemDesk.buyWithMint\\(\\) lets any caller transfer gemAmt of the contract's tokens to usr"
        stable.mint(msg.sender, gemAmt * 1e12);
        require(gem.transfer(usr, gemAmt), "gem");
    }
}
