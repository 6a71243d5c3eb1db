pragma solidity ^0.4.24;

// Early shared-ownership contract: an artwork NFT is held in escrow, shares are sold, and once the piece
// is sold the proceeds are paid out per share.
contract SharedArtwork {
    address public steward;
    uint256 public totalShares;
    uint256 public salePrice;
    bool public sold;
    mapping(address => uint256) public shares;

    event Sold(address buyer, uint256 price);
    event Payout(address holder, uint256 amount);

    function SharedArtwork(uint256 _shares) public {
        steward = msg.sender;
        totalShares = _shares;
        shares[msg.sender] = _shares;
    }

    function transferShares(address to, uint256 amount) public {
        require(shares[msg.sender] >= amount);
        require(shares[to] + amount >= shares[to]);
        shares[msg.sender] -= amount;
        shares[to] += amount;
    }

    function recordSale() public payable {
        require(msg.sender == steward);
        require(!sold);
        sold = true;
        salePrice = msg.value;
        emit Sold(msg.sender, msg.value);
    }

    function claimProceeds() public {
        require(sold);
        uint256 held = shares[msg.sender];
        require(held > 0);
        uint256 amount = salePrice * held / totalShares;
        shares[msg.sender] = 0;
        // <yes> <report> UNCHECKED_LL_CALLS
        msg.sender.send(amount);
        emit Payout(msg.sender, amount);
    }
}
