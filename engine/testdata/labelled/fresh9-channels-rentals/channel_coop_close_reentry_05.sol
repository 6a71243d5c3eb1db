pragma solidity ^0.5.16;

/// A channel manager keeping many two-party ether channels. A cooperative close carries both parties' signatures
/// on the final balances and pays out at once; it pays the first party with a plain call before the channel is
/// removed, so a contract wallet as the first party re-enters closeCooperative with the same signatures and is
/// paid again from other channels' deposits.
contract EtherChannelManager {
    struct Channel {
        address payable partyA;
        address payable partyB;
        uint256 deposit;
        uint256 nonce;
        bool open;
    }

    mapping(bytes32 => Channel) public channels;
    uint256 public channelCount;
    bool private locked;

    event Opened(bytes32 indexed id, address a, address b, uint256 deposit);
    event Joined(bytes32 indexed id, uint256 amount);
    event Closed(bytes32 indexed id, uint256 toA, uint256 toB);

    modifier lock() {
        require(!locked, "locked");
        locked = true;
        _;
        locked = false;
    }

    function openChannel(address payable partyB) external payable returns (bytes32 id) {
        require(partyB != address(0) && partyB != msg.sender, "counterparty");
        id = keccak256(abi.encodePacked(address(this), msg.sender, partyB, channelCount++));
        channels[id] = Channel(msg.sender, partyB, msg.value, 0, true);
        emit Opened(id, msg.sender, partyB, msg.value);
    }

    function joinChannel(bytes32 id) external payable {
        Channel storage c = channels[id];
        require(c.open && msg.sender == c.partyB, "not B");
        c.deposit += msg.value;
        emit Joined(id, msg.value);
    }

    function signer(bytes32 h, bytes memory sig) internal pure returns (address) {
        require(sig.length == 65, "sig length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
        return ecrecover(keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", h)), v, r, s);
    }

    function closeCooperative(bytes32 id, uint256 toA, uint256 toB, bytes calldata sigA, bytes calldata sigB) external {
        Channel storage c = channels[id];
        require(c.open, "closed");
        require(toA + toB == c.deposit, "balances");
        bytes32 h = keccak256(abi.encodePacked(address(this), id, c.nonce, toA, toB));
        require(signer(h, sigA) == c.partyA && signer(h, sigB) == c.partyB, "signatures");
        if (toA > 0) {
            // <yes> <report> REENTRANCY
            (bool okA, ) = c.partyA.call.value(toA)("");
            require(okA, "pay A");
        }
        if (toB > 0) {
            c.partyB.transfer(toB);
        }
        c.open = false;
        c.deposit = 0;
        emit Closed(id, toA, toB);
    }

    /// Party B may leave a channel A never funded, under the lock.
    function abandon(bytes32 id) external lock {
        Channel storage c = channels[id];
        require(c.open && msg.sender == c.partyB, "not B");
        uint256 amount = c.deposit;
        c.open = false;
        c.deposit = 0;
        (bool ok, ) = msg.sender.call.value(amount)("");
        require(ok, "refund");
    }
}
