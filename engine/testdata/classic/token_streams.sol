// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Sablier-style token streams: a sender deposits an amount that unlocks linearly to a recipient between two
/// times; the recipient withdraws what has unlocked, the sender may cancel, which pays each side its share.
contract TokenStreams {
    struct Stream {
        address sender;
        address recipient;
        IERC20 token;
        uint128 deposit;
        uint128 withdrawn;
        uint40 start;
        uint40 stop;
        bool active;
    }

    uint256 public nextStreamId = 1;
    mapping(uint256 => Stream) public streams;
    bool private locked;

    event Created(uint256 indexed id, address indexed sender, address indexed recipient, uint256 deposit);
    event Withdrawn(uint256 indexed id, uint256 amount);
    event Canceled(uint256 indexed id, uint256 toSender, uint256 toRecipient);

    error InvalidStream();
    error NotRecipient();
    error NotSender();
    error NothingToWithdraw();
    error Reentrant();

    modifier nonReentrant() {
        if (locked) revert Reentrant();
        locked = true;
        _;
        locked = false;
    }

    function create(address recipient, IERC20 token, uint128 deposit, uint40 start, uint40 stop)
        external
        nonReentrant
        returns (uint256 id)
    {
        if (recipient == address(0) || recipient == address(this) || deposit == 0 || stop <= start || start < block.timestamp) {
            revert InvalidStream();
        }
        id = nextStreamId++;
        streams[id] = Stream(msg.sender, recipient, token, deposit, 0, start, stop, true); // want "fee-on-transfer-credit: TokenStreams.create\\(\\) credits streams\\[id\\] with deposit" // a real flaw: a stream of a caller-chosen fee-on-transfer token records more than arrived, paid out of the other streams of that token
        require(token.transferFrom(msg.sender, address(this), deposit), "deposit failed");
        emit Created(id, msg.sender, recipient, deposit);
    }

    function unlocked(uint256 id) public view returns (uint256) {
        Stream storage s = streams[id];
        if (block.timestamp <= s.start) return 0;
        if (block.timestamp >= s.stop) return s.deposit;
        return (uint256(s.deposit) * (block.timestamp - s.start)) / (s.stop - s.start);
    }

    function withdrawable(uint256 id) public view returns (uint256) {
        return unlocked(id) - streams[id].withdrawn;
    }

    function withdraw(uint256 id) external nonReentrant {
        Stream storage s = streams[id];
        if (!s.active) revert InvalidStream();
        if (msg.sender != s.recipient) revert NotRecipient();
        uint256 amount = withdrawable(id);
        if (amount == 0) revert NothingToWithdraw();
        s.withdrawn += uint128(amount);
        if (s.withdrawn == s.deposit) s.active = false;
        require(s.token.transfer(s.recipient, amount), "transfer failed");
        emit Withdrawn(id, amount);
    }

    function cancel(uint256 id) external nonReentrant {
        Stream storage s = streams[id];
        if (!s.active) revert InvalidStream();
        if (msg.sender != s.sender) revert NotSender();
        uint256 toRecipient = withdrawable(id);
        uint256 toSender = uint256(s.deposit) - s.withdrawn - toRecipient;
        s.active = false;
        s.withdrawn = s.deposit;
        if (toRecipient > 0) require(s.token.transfer(s.recipient, toRecipient), "transfer failed");
        if (toSender > 0) require(s.token.transfer(s.sender, toSender), "transfer failed");
        emit Canceled(id, toSender, toRecipient);
    }
}

// Safe code in the style of widely used contracts (Sablier): held to no finding above low.
