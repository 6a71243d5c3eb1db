// SPDX-License-Identifier: MIT
pragma solidity ^0.8.11;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
}

/// A fractional vault after a buyout: the buyer's ether sits in the vault and each fraction holder redeems its
/// fractions for a pro-rata share. Redemption prices the share from the vault's balance and the supply, sends the
/// ether, and only then burns the fractions: a holder contract re-enters redeem from its receive function while
/// its balance and the supply are unchanged, and is paid its share again out of everyone else's.
contract BuyoutVault {
    string public constant name = "Vault Fractions";
    string public constant symbol = "VF";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    IERC721 public immutable nft;
    uint256 public immutable tokenId;
    address public immutable curator;
    address public buyer;
    uint256 public buyoutPrice;
    bool public boughtOut;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event BoughtOut(address indexed buyer, uint256 price);
    event Redeemed(address indexed holder, uint256 fractions, uint256 payout);

    constructor(IERC721 nft_, uint256 tokenId_, uint256 supply, uint256 buyoutPrice_) {
        nft = nft_;
        tokenId = tokenId_;
        curator = msg.sender;
        buyoutPrice = buyoutPrice_;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        allowance[from][msg.sender] -= value;
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
        return true;
    }

    function buyout() external payable {
        require(!boughtOut, "done");
        require(msg.value >= buyoutPrice, "price");
        boughtOut = true;
        buyer = msg.sender;
        emit BoughtOut(msg.sender, msg.value);
        nft.safeTransferFrom(address(this), msg.sender, tokenId);
    }

    function redeem() external {
        require(boughtOut, "not bought out");
        uint256 fractions = balanceOf[msg.sender];
        require(fractions > 0, "no fractions");
        uint256 payout = (address(this).balance * fractions) / totalSupply;
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: payout}("");
        require(ok, "payout");
        balanceOf[msg.sender] = 0;
        totalSupply -= fractions;
        emit Transfer(msg.sender, address(0), fractions);
        emit Redeemed(msg.sender, fractions, payout);
    }
}
