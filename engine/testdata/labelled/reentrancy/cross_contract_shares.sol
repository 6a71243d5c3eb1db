// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// The vault's shares live in a separate token contract the vault deploys. redeem() pays the ether before it
// burns the shares: from the receiver's fallback the shares, still unburnt, are redeemed again, or transferred to
// a second account that redeems them.
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

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }
}

contract EtherVault {
    ShareToken public immutable shares;

    constructor() {
        shares = new ShareToken();
    }

    function deposit() external payable {
        uint256 supply = shares.totalSupply();
        uint256 minted = supply == 0 ? msg.value : msg.value * supply / (address(this).balance - msg.value);
        shares.mint(msg.sender, minted);
    }

    function redeem(uint256 amount) external {
        require(shares.balanceOf(msg.sender) >= amount, "shares");
        uint256 payout = amount * address(this).balance / shares.totalSupply();
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: payout}("");
        require(ok, "send");
        shares.burn(msg.sender, amount);
    }
}
