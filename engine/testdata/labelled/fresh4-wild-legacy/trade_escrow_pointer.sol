pragma solidity ^0.4.18;

// Peer-to-peer trade escrow with an arbiter: the buyer funds a trade, the seller ships, the buyer releases.
contract TradeEscrow {
    address public arbiter;
    uint public feePercent = 1;

    struct Trade {
        address buyer;
        address seller;
        uint amount;
        bool released;
    }

    Trade[] public trades;
    address[] public sellers;
    mapping (address => uint) public pendingFees;

    event TradeOpened(uint id, address buyer, address seller, uint amount);
    event TradeReleased(uint id);

    function TradeEscrow() public {
        arbiter = msg.sender;
    }

    function openTrade(address seller) public payable returns (uint) {
        require(msg.value > 0);
        // <yes> <report> ACCESS_CONTROL
        Trade t;
        t.buyer = msg.sender;
        t.seller = seller;
        t.amount = msg.value;
        trades.push(t);
        sellers.push(seller);
        TradeOpened(trades.length - 1, msg.sender, seller, msg.value);
        return trades.length - 1;
    }

    function release(uint id) public {
        Trade storage t = trades[id];
        require(msg.sender == t.buyer || msg.sender == arbiter);
        require(!t.released);
        t.released = true;
        uint fee = t.amount * feePercent / 100;
        pendingFees[arbiter] += fee;
        t.seller.transfer(t.amount - fee);
        TradeReleased(id);
    }

    // the arbiter's monthly report of sellers with open trades
    function countOpenTrades(address seller) public view returns (uint count) {
        // <yes> <report> ARITHMETIC
        for (var i = 0; i < trades.length; i++) {
            if (trades[i].seller == seller && !trades[i].released) {
                count++;
            }
        }
    }

    function withdrawFees() public {
        uint fee = pendingFees[msg.sender];
        pendingFees[msg.sender] = 0;
        msg.sender.transfer(fee);
    }
}
