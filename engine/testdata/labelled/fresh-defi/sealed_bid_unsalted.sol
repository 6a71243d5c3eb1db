pragma solidity ^0.5.16;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

contract SealedBidNFTAuction {
    IERC721 public nft;
    uint256 public tokenId;
    address payable public seller;
    uint256 public biddingEnd;
    uint256 public revealEnd;
    mapping(address => bytes32) public sealedBids;
    mapping(address => uint256) public deposits;
    address public highestBidder;
    uint256 public highestBid;

    constructor(IERC721 _nft, uint256 _tokenId, uint256 biddingTime, uint256 revealTime) public {
        nft = _nft;
        tokenId = _tokenId;
        seller = msg.sender;
        biddingEnd = now + biddingTime;
        revealEnd = biddingEnd + revealTime;
    }

    function bid(bytes32 sealedBid) external payable {
        require(now < biddingEnd, "bidding over");
        sealedBids[msg.sender] = sealedBid;
        deposits[msg.sender] += msg.value;
    }

    function reveal(uint256 value) external {
        require(now >= biddingEnd && now < revealEnd, "not reveal phase");
        // <yes> <report> FRONT_RUNNING
        require(keccak256(abi.encodePacked(value)) == sealedBids[msg.sender], "does not match");
        require(deposits[msg.sender] >= value, "deposit too small");
        delete sealedBids[msg.sender];
        if (value > highestBid) {
            highestBid = value;
            highestBidder = msg.sender;
        }
    }

    function withdraw() external {
        require(now >= revealEnd, "not ended");
        uint256 amount = deposits[msg.sender];
        if (msg.sender == highestBidder) {
            amount -= highestBid;
        }
        deposits[msg.sender] = 0;
        msg.sender.transfer(amount);
    }

    function settle() external {
        require(now >= revealEnd, "not ended");
        require(highestBidder != address(0), "no bids");
        nft.transferFrom(seller, highestBidder, tokenId);
        uint256 amount = highestBid;
        highestBid = 0;
        seller.transfer(amount);
    }
}
