// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// The vault's shares live in a token contract it deploys: the balance it checks and the burn that follows the
// payment are state of that contract.
contract ShareToken {
    address public immutable vault;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    constructor() {
        vault = msg.sender;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == vault);
        balanceOf[to] += amount;
        totalSupply += amount;
    }

    function burn(address from, uint256 amount) external {
        require(msg.sender == vault);
        balanceOf[from] -= amount;
        totalSupply -= amount;
    }

    function sharesOf(address who) external view returns (uint256) {
        return balanceOf[who];
    }
}

contract EtherVault {
    ShareToken public immutable shares;
    bool private locked;

    constructor() {
        shares = new ShareToken();
    }

    function deposit() external payable {
        shares.mint(msg.sender, msg.value);
    }

    // Paid before the shares are burnt: the receiver redeems them again.
    function redeem(uint256 amount) external {
        require(shares.balanceOf(msg.sender) >= amount, "shares");
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "EtherVault.redeem\\(\\) sends ether to msg.sender before it writes shares.burn\\(msg.sender, amount\\)"
        require(ok, "send");
        shares.burn(msg.sender, amount);
    }

    // The same, read through a view of the token.
    function redeemAll() external {
        uint256 amount = shares.sharesOf(msg.sender);
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "EtherVault.redeemAll\\(\\) sends ether to msg.sender before it writes shares.burn\\(msg.sender, amount\\)"
        require(ok, "send");
        shares.burn(msg.sender, amount);
    }

    // Safe: burnt first.
    function redeemSafely(uint256 amount) external {
        require(shares.balanceOf(msg.sender) >= amount, "shares");
        shares.burn(msg.sender, amount);
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }

    // Safe: under a lock.
    function redeemLocked(uint256 amount) external {
        require(!locked);
        locked = true;
        require(shares.balanceOf(msg.sender) >= amount, "shares");
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
        shares.burn(msg.sender, amount);
        locked = false;
    }

    // Safe: nothing the burn changes was read before the payment.
    function redeemFixed() external {
        (bool ok, ) = msg.sender.call{value: 1 ether}("");
        require(ok, "send");
        shares.burn(msg.sender, 1 ether);
    }
}
