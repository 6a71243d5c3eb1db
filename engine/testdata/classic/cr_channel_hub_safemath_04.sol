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

/// A 2018 one-way channel hub for a paid API: clients open channels to the service, sign cumulative vouchers bound
/// to this hub and the channel, and the service closes a channel with the latest voucher. Payouts are credited and
/// pulled; a client reclaims an unclosed channel after its expiry.
contract ChannelHub {
    using SafeMath for uint256;

    struct Channel {
        address client;
        uint256 deposit;
        uint256 expiresAt;
    }

    address public service;
    mapping(bytes32 => Channel) public channels;
    mapping(address => uint256) public nonces;
    mapping(address => uint256) public balances;

    event Opened(bytes32 indexed id, address indexed client, uint256 deposit);
    event Closed(bytes32 indexed id, uint256 paid);

    constructor(address _service) public {
        require(_service != address(0));
        service = _service;
    }

    function open(uint256 duration) public payable returns (bytes32 id) {
        require(msg.value > 0);
        id = keccak256(abi.encodePacked(address(this), msg.sender, nonces[msg.sender]));
        nonces[msg.sender] = nonces[msg.sender].add(1);
        channels[id] = Channel(msg.sender, msg.value, now.add(duration));
        emit Opened(id, msg.sender, msg.value);
    }

    function close(bytes32 id, uint256 amount, uint8 v, bytes32 r, bytes32 s) public {
        require(msg.sender == service);
        Channel storage c = channels[id];
        require(c.client != address(0));
        require(amount <= c.deposit);
        bytes32 h = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32",
            keccak256(abi.encodePacked(address(this), id, amount))));
        address signer = ecrecover(h, v, r, s);
        require(signer != address(0) && signer == c.client);
        balances[service] = balances[service].add(amount);
        balances[c.client] = balances[c.client].add(c.deposit.sub(amount));
        delete channels[id];
        emit Closed(id, amount);
    }

    function reclaim(bytes32 id) public {
        Channel storage c = channels[id];
        require(c.client == msg.sender);
        require(now >= c.expiresAt);
        balances[msg.sender] = balances[msg.sender].add(c.deposit);
        delete channels[id];
        emit Closed(id, 0);
    }

    function withdraw() public {
        uint256 amount = balances[msg.sender];
        require(amount > 0);
        balances[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
