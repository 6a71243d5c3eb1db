// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract ShareToken {
    address public immutable vault;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    constructor() {
        vault = msg.sender;
    }

    function burn(address from, uint256 a) external {
        require(msg.sender == vault);
        balanceOf[from] -= a;
        totalSupply -= a;
    }
}

// Safe: the payout is bounded by the caller's shares, kept in a token the vault deployed and burned there.
contract EtherVault {
    ShareToken public immutable shares;

    constructor() {
        shares = new ShareToken();
    }

    function redeem(uint256 amount) external {
        require(shares.balanceOf(msg.sender) >= amount, "shares");
        uint256 payout = amount * address(this).balance / shares.totalSupply();
        shares.burn(msg.sender, amount);
        (bool ok, ) = msg.sender.call{value: payout}("");
        require(ok);
    }
}

// Vulnerable: the caller names the share token, so the balance and the burn are the caller's own contract's.
contract OpenVault {
    function redeem(ShareToken shares, uint256 amount) external { // want "OpenVault.redeem\\(\\) lets any caller send payout to msg.sender"
        require(shares.balanceOf(msg.sender) >= amount, "shares");
        uint256 payout = amount * address(this).balance / shares.totalSupply();
        shares.burn(msg.sender, amount);
        (bool ok, ) = msg.sender.call{value: payout}("");
        require(ok);
    }
}
