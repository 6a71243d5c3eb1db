pragma solidity ^0.8.20;

// A channel pays its recorded party what that party signed off, read through a storage pointer: the signature
// of the stored account authorises the payment. Without the signature check, anyone pays a party any amount.
contract SignedChannels {
    struct Channel { address payable partyA; address payable partyB; uint256 deposit; bool open; }
    mapping(uint256 => Channel) public channels;
    uint256 public count;

    function open(address payable b) external payable returns (uint256 id) {
        id = ++count;
        channels[id] = Channel(payable(msg.sender), b, msg.value, true);
    }

    function close(uint256 id, uint256 toA, uint8 v, bytes32 r, bytes32 s) external {
        Channel storage c = channels[id];
        require(c.open && toA <= c.deposit);
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), id, toA));
        address signer = ecrecover(h, v, r, s);
        require(signer != address(0) && signer == c.partyB);
        c.open = false;
        c.partyA.transfer(toA);
        c.partyB.transfer(c.deposit - toA);
    }
}

contract UnsignedPayout {
    address payable public partyA;
    mapping(address => uint256) public deposits;

    function setParty(address payable a) external {
        partyA = a;
    }

    function pay(uint256 amount) external { // want "UnsignedPayout.pay\\(\\) lets any caller send amount to partyA"
        partyA.transfer(amount);
    }
}
