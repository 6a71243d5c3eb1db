// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Fixed-supply batch auction for a token launch: every commitment buys at the same final price
/// (total committed / supply, floored at a reserve price), and each participant pulls their own
/// tokens and ether change after the auction; nothing is pushed in a loop.
contract PullBatchAuction {
    using SafeMath for uint256;

    IERC20 public immutable token;
    address payable public immutable treasury;
    uint256 public immutable supply;
    uint256 public immutable reservePrice; // wei per 1e18 tokens
    uint256 public immutable endTime;
    uint256 public totalCommitted;
    bool public proceedsTaken;

    mapping(address => uint256) public committed;

    event Committed(address indexed account, uint256 amount);
    event Claimed(address indexed account, uint256 tokens, uint256 change);

    constructor(IERC20 _token, address payable _treasury, uint256 _supply, uint256 _reservePrice, uint256 _endTime) {
        token = _token;
        treasury = _treasury;
        supply = _supply;
        reservePrice = _reservePrice;
        endTime = _endTime;
    }

    function commit() external payable {
        require(block.timestamp < endTime, "ended");
        require(msg.value > 0, "zero");
        committed[msg.sender] = committed[msg.sender].add(msg.value);
        totalCommitted = totalCommitted.add(msg.value);
        emit Committed(msg.sender, msg.value);
    }

    function clearingPrice() public view returns (uint256) {
        uint256 price = totalCommitted.mul(1e18).div(supply);
        return price > reservePrice ? price : reservePrice;
    }

    function raised() public view returns (uint256) {
        uint256 maxRaise = supply.mul(clearingPrice()).div(1e18);
        return totalCommitted < maxRaise ? totalCommitted : maxRaise;
    }

    function claim() external {
        require(block.timestamp >= endTime, "running");
        uint256 amount = committed[msg.sender];
        require(amount > 0, "nothing");
        committed[msg.sender] = 0;
        uint256 price = clearingPrice();
        uint256 tokens = amount.mul(1e18).div(price);
        uint256 cost = tokens.mul(price).div(1e18);
        uint256 change = amount.sub(cost);
        require(token.transfer(msg.sender, tokens), "token");
        if (change > 0) {
            msg.sender.transfer(change);
        }
        emit Claimed(msg.sender, tokens, change);
    }

    function takeProceeds() external {
        require(msg.sender == treasury, "treasury");
        require(block.timestamp >= endTime, "running");
        require(!proceedsTaken, "taken");
        proceedsTaken = true;
        treasury.transfer(raised());
    }
}
