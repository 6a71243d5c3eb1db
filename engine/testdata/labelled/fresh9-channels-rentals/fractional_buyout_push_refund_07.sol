// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// Fractional vault in the style of Fractional v1's TokenVault: an NFT is locked and split into ERC-20 fractions;
/// anyone may start a buyout auction at or above the reserve price, and the vault goes to the highest bid when
/// the auction ends, fraction holders then redeeming ether pro rata. A new bid refunds the previous bidder in the
/// same transaction and requires the refund to succeed: a bidder contract that reverts on receiving ether can
/// never be outbid and wins the vault at its first bid.
contract FractionVault {
    enum State { Inactive, Live, Ended, Redeemed }

    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    IERC721 public immutable token;
    uint256 public immutable id;
    address public curator;
    uint256 public reservePrice;
    uint256 public auctionEnd;
    uint256 public livePrice;
    address payable public winning;
    State public auctionState;
    uint256 public constant AUCTION_LENGTH = 7 days;

    event Start(address indexed buyer, uint256 price);
    event Bid(address indexed buyer, uint256 price);
    event Won(address indexed buyer, uint256 price);
    event Cash(address indexed owner, uint256 shares);

    constructor(IERC721 _token, uint256 _id, uint256 _supply, uint256 _reserve, address _curator) {
        token = _token;
        id = _id;
        reservePrice = _reserve;
        curator = _curator;
        totalSupply = _supply;
        balanceOf[_curator] = _supply;
        name = "Fractions";
        symbol = "FRAC";
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        require(balanceOf[msg.sender] >= amount, "balance");
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    function start() external payable {
        require(auctionState == State.Inactive, "no auction starting");
        require(msg.value >= reservePrice, "too low bid");
        auctionEnd = block.timestamp + AUCTION_LENGTH;
        auctionState = State.Live;
        livePrice = msg.value;
        winning = msg.sender;
        emit Start(msg.sender, msg.value);
    }

    function bid() external payable {
        require(auctionState == State.Live, "auction is not live");
        require(msg.value * 100 >= livePrice * 105, "too low bid");
        require(block.timestamp < auctionEnd, "auction ended");
        if (auctionEnd - block.timestamp <= 15 minutes) {
            auctionEnd += 15 minutes;
        }
        address payable previous = winning;
        uint256 refund = livePrice;
        livePrice = msg.value;
        winning = msg.sender;
        // <yes> <report> DENIAL_OF_SERVICE
        (bool ok, ) = previous.call{value: refund}("");
        require(ok, "refund failed");
        emit Bid(msg.sender, msg.value);
    }

    function end() external {
        require(auctionState == State.Live, "no auction");
        require(block.timestamp >= auctionEnd, "auction live");
        auctionState = State.Ended;
        token.transferFrom(address(this), winning, id);
        emit Won(winning, livePrice);
    }

    function cash() external {
        require(auctionState == State.Ended, "vault not closed yet");
        uint256 bal = balanceOf[msg.sender];
        require(bal > 0, "no tokens to cash out");
        uint256 share = bal * address(this).balance / totalSupply;
        balanceOf[msg.sender] = 0;
        totalSupply -= bal;
        (bool ok, ) = msg.sender.call{value: share}("");
        require(ok, "cash");
        emit Cash(msg.sender, share);
    }
}
