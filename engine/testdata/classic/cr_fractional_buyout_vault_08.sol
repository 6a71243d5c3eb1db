// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// Fractional vault with a buyout auction: bids at or above the reserve open an auction, outbid bidders are
/// credited rather than pushed their refund, the winner takes the NFT when the auction ends, and fraction holders
/// redeem their pro-rata share of the winning bid, their fractions burnt before the ether leaves.
contract FractionalBuyoutVault {
    enum State { Inactive, Live, Ended }

    string public constant name = "Vault Fractions";
    string public constant symbol = "VFR";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    IERC721 public immutable nft;
    uint256 public immutable tokenId;
    address public immutable curator;
    uint256 public reservePrice;

    State public state;
    uint256 public auctionEnd;
    uint256 public livePrice;
    address public winning;
    uint256 public proceeds;
    mapping(address => uint256) public refunds;

    uint256 public constant AUCTION_LENGTH = 5 days;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Bid(address indexed bidder, uint256 amount);
    event Won(address indexed bidder, uint256 amount);
    event Cash(address indexed holder, uint256 fractions, uint256 amount);

    constructor(IERC721 nft_, uint256 tokenId_, uint256 supply, uint256 reserve) {
        nft = nft_;
        tokenId = tokenId_;
        curator = msg.sender;
        reservePrice = reserve;
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

    function setReserve(uint256 reserve) external {
        require(msg.sender == curator, "curator");
        require(state == State.Inactive, "auction started");
        reservePrice = reserve;
    }

    function bid() external payable {
        if (state == State.Inactive) {
            require(msg.value >= reservePrice, "below reserve");
            state = State.Live;
            auctionEnd = block.timestamp + AUCTION_LENGTH;
        } else {
            require(state == State.Live && block.timestamp < auctionEnd, "not live");
            require(msg.value * 100 >= livePrice * 105, "increment");
            refunds[winning] += livePrice;
        }
        livePrice = msg.value;
        winning = msg.sender;
        emit Bid(msg.sender, msg.value);
    }

    function withdrawRefund() external {
        uint256 amount = refunds[msg.sender];
        require(amount > 0, "nothing");
        refunds[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "refund");
    }

    function end() external {
        require(state == State.Live && block.timestamp >= auctionEnd, "live");
        state = State.Ended;
        proceeds = livePrice;
        nft.transferFrom(address(this), winning, tokenId);
        emit Won(winning, livePrice);
    }

    function cash() external {
        require(state == State.Ended, "not ended");
        uint256 fractions = balanceOf[msg.sender];
        require(fractions > 0, "no fractions");
        uint256 amount = (proceeds * fractions) / totalSupply;
        proceeds -= amount;
        totalSupply -= fractions;
        balanceOf[msg.sender] = 0;
        emit Transfer(msg.sender, address(0), fractions);
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "cash");
        emit Cash(msg.sender, fractions, amount);
    }
}
