pragma solidity ^0.8.0;

// Channels created at ids hashed from a counter taken and advanced are fresh: no transaction changes the party
// of a pending payout's channel, though five writes elsewhere change its other fields.
contract HashedChannels {
    struct Channel { address payable partyA; address payable partyB; uint256 deposit; uint256 nonce; bool open; }
    mapping(bytes32 => Channel) public channels;
    uint256 public count;

    function openChannel(address payable b) external payable returns (bytes32 id) {
        id = keccak256(abi.encodePacked(address(this), msg.sender, b, count++));
        channels[id] = Channel(payable(msg.sender), b, msg.value, 0, true);
    }
    function join(bytes32 id) external payable {
        Channel storage c = channels[id];
        require(c.open && msg.sender == c.partyB);
        c.deposit += msg.value;
    }
    function bump(bytes32 id) external {
        Channel storage c = channels[id];
        require(c.open);
        c.nonce += 1;
    }
    function abandon(bytes32 id) external {
        Channel storage c = channels[id];
        require(c.open);
        c.open = false;
        c.deposit = 0;
    }
    function close(bytes32 id, uint256 toA) external {
        Channel storage c = channels[id];
        require(c.open && toA <= c.deposit && msg.sender == c.partyB);
        uint256 rest = c.deposit - toA;
        c.open = false;
        c.deposit = 0;
        c.partyA.transfer(toA);
        c.partyB.transfer(rest);
    }
}

// A hash of the caller's own values is no fresh id: the record is overwritten by opening it again.
contract ReopenedChannels {
    struct Channel { address payable partyA; uint256 deposit; }
    mapping(bytes32 => Channel) public channels;

    function openChannel(address payable a, bytes32 salt) external payable returns (bytes32 id) {
        id = keccak256(abi.encodePacked(salt));
        channels[id] = Channel(a, msg.value);
    }
    function close(bytes32 id) external { // want "ReopenedChannels.close\\(\\) sends ether using channels, which any caller can change first"
        Channel storage c = channels[id];
        uint256 amount = c.deposit;
        c.deposit = 0;
        c.partyA.transfer(amount);
    }
}
