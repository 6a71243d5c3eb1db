pragma solidity ^0.8.20;

contract ReentrancyGuard {
    bool private locked;
    modifier nonReentrant() {
        require(!locked);
        locked = true;
        _;
        locked = false;
    }
}

// The refund is restored only when the call failed: whatever the callee did in between was undone with it.
contract PullAuction is ReentrancyGuard {
    address public highestBidder;
    uint256 public highestBid;
    mapping(address => uint256) public pendingReturns;

    function bid() external payable {
        require(msg.value > highestBid);
        pendingReturns[highestBidder] += highestBid;
        highestBidder = msg.sender;
        highestBid = msg.value;
    }

    function withdraw() external nonReentrant returns (bool) {
        uint256 amount = pendingReturns[msg.sender];
        if (amount > 0) {
            pendingReturns[msg.sender] = 0;
            (bool ok, ) = msg.sender.call{value: amount}("");
            if (!ok) {
                pendingReturns[msg.sender] = amount;
                return false;
            }
        }
        return true;
    }
}

// Written on success, after the call: bid() sees the stale entry during it.
contract LateAuction is ReentrancyGuard {
    address public highestBidder;
    uint256 public highestBid;
    mapping(address => uint256) public pendingReturns;
    uint256 public paidOut;

    function bid() external payable {
        require(msg.value > highestBid);
        pendingReturns[highestBidder] += highestBid;
        highestBidder = msg.sender;
        highestBid = msg.value;
    }

    function withdraw() external nonReentrant {
        uint256 amount = pendingReturns[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "before it writes pendingReturns"
        if (ok) {
            pendingReturns[msg.sender] = 0;
        }
    }
}
