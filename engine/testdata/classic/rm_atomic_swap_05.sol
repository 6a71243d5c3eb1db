pragma solidity ^0.5.17;

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }
}

/// Hash-time-locked token swap: the initiator locks tokens for a participant who claims with the preimage;
/// after the timeout the initiator refunds.
contract AtomicTokenSwap {
    using SafeMath for uint256;

    struct Swap {
        address initiator;
        address participant;
        IERC20 token;
        uint256 amount;
        bytes32 hashLock;
        uint256 timeout;
        bool closed;
    }

    mapping(bytes32 => Swap) public swaps;

    event Opened(bytes32 indexed id);
    event Claimed(bytes32 indexed id, bytes32 preimage);
    event Refunded(bytes32 indexed id);

    function open(bytes32 id, address participant, IERC20 token, uint256 amount, bytes32 hashLock, uint256 lockTime) external {
        require(swaps[id].initiator == address(0), "exists");
        require(token.transferFrom(msg.sender, address(this), amount), "escrow"); // want "reentrancy-no-eth: AtomicTokenSwap.open\\(\\) calls token before it writes swaps\\[id\\]" // FALSE ALARM: re-entering open with the same id only makes the caller pay twice for one swap; no other record is touched
        swaps[id] = Swap(msg.sender, participant, token, amount, hashLock, block.timestamp.add(lockTime), false); // want "fee-on-transfer-credit: AtomicTokenSwap.open\\(\\) credits swaps\\[id\\] with amount"
        emit Opened(id);
    }

    function claim(bytes32 id, bytes32 preimage) external {
        Swap storage s = swaps[id];
        require(!s.closed && s.initiator != address(0), "closed");
        require(sha256(abi.encodePacked(preimage)) == s.hashLock, "preimage");
        s.closed = true;
        require(s.token.transfer(s.participant, s.amount), "deliver");
        emit Claimed(id, preimage);
    }

    function refund(bytes32 id) external {
        Swap storage s = swaps[id];
        require(!s.closed && s.initiator != address(0), "closed");
        require(block.timestamp >= s.timeout, "locked");
        s.closed = true;
        require(s.token.transfer(s.initiator, s.amount), "refund");
        emit Refunded(id);
    }
}
