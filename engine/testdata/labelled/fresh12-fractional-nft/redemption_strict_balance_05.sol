pragma solidity ^0.5.12;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

// Reserve-price buyout by escrow: a buyer escrows exactly the reserve price; once escrowed, holders
// swap their fractions for ETH and the buyer receives the NFT.
contract EscrowBuyout {
    IERC721 public nft;
    uint256 public nftId;
    address public buyer;
    uint256 public reservePrice;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    bool public closed;

    constructor(IERC721 _nft, uint256 _id, uint256 supply, uint256 reserve) public {
        nft = _nft;
        nftId = _id;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        reservePrice = reserve;
    }

    function escrow() external payable {
        require(buyer == address(0), "taken");
        require(msg.value == reservePrice, "exact reserve");
        buyer = msg.sender;
    }

    function completeBuyout() external {
        require(buyer != address(0), "no buyer");
        require(!closed, "closed");
        // <yes> <report> DENIAL_OF_SERVICE
        require(address(this).balance == reservePrice, "escrow changed");
        closed = true;
        nft.transferFrom(address(this), buyer, nftId);
    }

    function redeemFractions() external {
        require(closed, "open");
        uint256 bal = balanceOf[msg.sender];
        require(bal > 0, "none");
        balanceOf[msg.sender] = 0;
        msg.sender.transfer(reservePrice * bal / totalSupply);
    }
}
