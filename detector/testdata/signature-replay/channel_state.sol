pragma solidity ^0.8.20;

// Payment and state channels keep a balance proof from being accepted twice through the state it is checked
// against: a watermark the signed amount must pass and is raised to, a one-shot flag, or the record deleted.

contract WatermarkChannel {
    address public sender;
    address payable public receiver;
    uint256 public withdrawn;
    constructor(address payable r) payable { sender = msg.sender; receiver = r; }
    function withdraw(uint256 cumulative, uint8 v, bytes32 r, bytes32 s) external {
        require(cumulative > withdrawn, "nothing new");
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), cumulative));
        address signer = ecrecover(h, v, r, s);
        require(signer != address(0) && signer == sender, "proof");
        uint256 amount = cumulative - withdrawn;
        withdrawn = cumulative;
        receiver.transfer(amount);
    }
}

contract OneShotChannel {
    address public sender;
    address payable public receiver;
    bool public closed;
    constructor(address payable r) payable { sender = msg.sender; receiver = r; }
    function close(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        require(!closed, "closed");
        address signer = ecrecover(keccak256(abi.encode(block.chainid, address(this), amount)), v, r, s);
        require(signer != address(0) && signer == sender, "voucher");
        closed = true;
        receiver.transfer(amount);
    }
    function timeout() external {
        require(msg.sender == sender && !closed);
        closed = true;
        payable(sender).transfer(address(this).balance);
    }
}

contract ChannelRecords {
    struct Channel { address sender; uint256 deposit; bool open; }
    mapping(bytes32 => Channel) public channels;
    address payable public service;
    uint256 public count;
    constructor() { service = payable(msg.sender); }
    function open() external payable returns (bytes32 id) {
        id = keccak256(abi.encode(address(this), msg.sender, count++));
        channels[id] = Channel(msg.sender, msg.value, true);
    }
    // The record is deleted: the voucher names it and finds nothing the second time.
    function close(bytes32 id, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        Channel storage c = channels[id];
        require(c.sender != address(0), "no channel");
        require(amount <= c.deposit, "over");
        address signer = ecrecover(keccak256(abi.encode(block.chainid, address(this), id, amount)), v, r, s);
        require(signer != address(0) && signer == c.sender, "voucher");
        uint256 refund = c.deposit - amount;
        address payable back = payable(c.sender);
        delete channels[id];
        service.transfer(amount);
        back.transfer(refund);
    }
    // The record's flag is turned off for good.
    function settle(bytes32 id, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        Channel storage c = channels[id];
        require(c.open, "closed");
        require(amount <= c.deposit, "over");
        address signer = ecrecover(keccak256(abi.encode(block.chainid, address(this), id, amount, "settle")), v, r, s);
        require(signer != address(0) && signer == c.sender, "voucher");
        c.open = false;
        service.transfer(amount);
    }
}

// A challenge that takes any co-signed state, older ones too: startClose enforces the sequence number and
// challenge does not.
contract StaleChallenge {
    address public a;
    address public b;
    uint256 public seq;
    uint256 public balA;
    uint256 public closesAt;
    constructor(address b_) payable { a = msg.sender; b = b_; balA = msg.value; }
    function recover(bytes32 h, uint8 v, bytes32 r, bytes32 s) internal pure returns (address) {
        return ecrecover(keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", h)), v, r, s);
    }
    function startClose(uint256 s_, uint256 x, uint8 v, bytes32 r, bytes32 s) external {
        require(closesAt == 0 && s_ > seq);
        bytes32 h = keccak256(abi.encode(address(this), block.chainid, s_, x));
        require(recover(h, v, r, s) == b);
        seq = s_;
        balA = x;
        closesAt = block.timestamp + 1 days;
    }
    function challenge(uint256 s_, uint256 x, uint8 v, bytes32 r, bytes32 s) external {
        require(closesAt != 0 && block.timestamp < closesAt);
        bytes32 h = keccak256(abi.encode(address(this), block.chainid, s_, x));
        require(recover(h, v, r, s) == a); // want "StaleChallenge.challenge\\(\\) checks a signature with recover\\(h, v, r, s\\) over a hash with no nonce"
        seq = s_;
        balA = x;
    }
}

// A closed flag that is reset keeps nothing from being accepted again.
contract ReopenedChannel {
    address public sender;
    address payable public receiver;
    bool public closed;
    constructor(address payable r) payable { sender = msg.sender; receiver = r; }
    function close(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        require(!closed, "closed");
        address signer = ecrecover(keccak256(abi.encode(block.chainid, address(this), amount)), v, r, s); // want "ReopenedChannel.close\\(\\) checks a signature"
        require(signer != address(0) && signer == sender, "voucher");
        closed = true;
        receiver.transfer(amount);
    }
    function reopen() external payable {
        require(msg.sender == sender);
        closed = false;
    }
}
