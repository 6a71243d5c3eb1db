// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC721 {
    function transferFrom(address from, address to, uint256 id) external;
}

// Fraction vault with reserve-price votes kept in step with transfers, a buyout auction with pull
// refunds, and cash-out that burns before paying.
contract GuardedTokenVault {
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public userPrices;
    uint256 public reserveTotal;
    uint256 public votingTokens;

    enum State { inactive, live, ended }
    State public auctionState;
    IERC721 public immutable token;
    uint256 public immutable id;
    address public curator;
    address public winning;
    uint256 public livePrice;
    uint256 public auctionEnd;
    mapping(address => uint256) public pendingRefunds;
    uint256 private locked = 1;

    modifier nonReentrant() {
        require(locked == 1, "locked");
        locked = 2;
        _;
        locked = 1;
    }

    constructor(IERC721 _token, uint256 _id, uint256 supply, uint256 listPrice) {
        token = _token;
        id = _id;
        curator = msg.sender;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        userPrices[msg.sender] = listPrice;
        votingTokens = supply;
        reserveTotal = listPrice * supply;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _moveVotes(msg.sender, to, amount);
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    function _moveVotes(address from, address to, uint256 amount) internal {
        if (auctionState != State.inactive) return;
        uint256 fromPrice = userPrices[from];
        uint256 toPrice = userPrices[to];
        if (fromPrice != 0) {
            votingTokens -= amount;
            reserveTotal -= amount * fromPrice;
        }
        if (toPrice != 0) {
            votingTokens += amount;
            reserveTotal += amount * toPrice;
        }
    }

    function reservePrice() public view returns (uint256) {
        return votingTokens == 0 ? 0 : reserveTotal / votingTokens;
    }

    function updateUserPrice(uint256 newPrice) external {
        require(auctionState == State.inactive, "live");
        uint256 weight = balanceOf[msg.sender];
        uint256 old = userPrices[msg.sender];
        if (old == 0) {
            votingTokens += weight;
            reserveTotal += weight * newPrice;
        } else {
            reserveTotal = reserveTotal + weight * newPrice - weight * old;
        }
        userPrices[msg.sender] = newPrice;
    }

    function start() external payable {
        require(auctionState == State.inactive, "started");
        require(votingTokens * 2 >= totalSupply, "quorum");
        require(msg.value >= reservePrice(), "too low bid");
        auctionState = State.live;
        auctionEnd = block.timestamp + 7 days;
        livePrice = msg.value;
        winning = msg.sender;
    }

    function bid() external payable {
        require(auctionState == State.live, "not live");
        require(block.timestamp < auctionEnd, "over");
        require(msg.value * 100 >= livePrice * 105, "too low bid");
        pendingRefunds[winning] += livePrice;
        livePrice = msg.value;
        winning = msg.sender;
    }

    function withdrawRefund() external nonReentrant {
        uint256 amount = pendingRefunds[msg.sender];
        pendingRefunds[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "refund");
    }

    function end() external {
        require(auctionState == State.live, "not live");
        require(block.timestamp >= auctionEnd, "not over");
        auctionState = State.ended;
        token.transferFrom(address(this), winning, id);
    }

    function cash() external nonReentrant {
        require(auctionState == State.ended, "not ended");
        uint256 bal = balanceOf[msg.sender];
        require(bal > 0, "none");
        uint256 share = (bal * livePrice) / totalSupply;
        balanceOf[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: share}("");
        require(ok, "send failed");
    }
}
