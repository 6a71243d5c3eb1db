pragma solidity ^0.4.24;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a);
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a);
        return a - b;
    }
}

/// One-way payment hub: many senders open channels to one service; the sender signs growing amounts off chain
/// and the service closes a channel with the latest voucher. The voucher hash binds the channel id and the amount,
/// but channel ids restart at zero in each deployed hub and the hash does not bind the hub's address, so a voucher
/// signed for one hub is accepted by another hub the same sender funded.
contract OneWayPaymentHub {
    using SafeMath for uint256;

    struct Channel {
        address sender;
        uint256 deposit;
        uint256 expiresAt;
        bool open;
    }

    address public service;
    mapping(uint256 => Channel) public channels;
    mapping(address => uint256) public nextChannelOf;

    event ChannelOpened(uint256 indexed id, address indexed sender, uint256 deposit);
    event ChannelClosed(uint256 indexed id, uint256 paid, uint256 refunded);

    constructor(address _service) public {
        service = _service;
    }

    function channelId(address sender, uint256 n) public pure returns (uint256) {
        return uint256(keccak256(abi.encodePacked(sender, n)));
    }

    function open(uint256 duration) public payable returns (uint256 id) {
        require(msg.value > 0);
        id = channelId(msg.sender, nextChannelOf[msg.sender]);
        nextChannelOf[msg.sender] = nextChannelOf[msg.sender].add(1);
        channels[id] = Channel(msg.sender, msg.value, now.add(duration), true);
        emit ChannelOpened(id, msg.sender, msg.value);
    }

    function topUp(uint256 id) public payable {
        Channel storage c = channels[id];
        require(c.open && msg.sender == c.sender);
        c.deposit = c.deposit.add(msg.value);
    }

    function close(uint256 id, uint256 amount, uint8 v, bytes32 r, bytes32 s) public {
        require(msg.sender == service);
        Channel storage c = channels[id];
        require(c.open);
        require(amount <= c.deposit);
        bytes32 voucher = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32",
            keccak256(abi.encodePacked(id, amount))));
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(voucher, v, r, s) == c.sender);
        c.open = false;
        uint256 refund = c.deposit.sub(amount);
        address sender = c.sender;
        delete channels[id];
        service.transfer(amount);
        sender.transfer(refund);
        emit ChannelClosed(id, amount, refund);
    }

    function timeout(uint256 id) public {
        Channel storage c = channels[id];
        require(c.open && msg.sender == c.sender);
        require(now >= c.expiresAt);
        uint256 refund = c.deposit;
        delete channels[id];
        msg.sender.transfer(refund);
        emit ChannelClosed(id, 0, refund);
    }
}
