pragma solidity ^0.4.18;

/// A 2017-era bidirectional ether channel: after the settlement timeout either party settles and both are paid.
/// Settlement marks the channel settled and pays with send, ignoring the result: a party whose address is a
/// contract with a costly fallback gets nothing, and the ether is stuck with no way to claim it again.
contract DuplexChannel {
    address public partyA;
    address public partyB;
    uint public timeout;
    uint public closedAt;
    uint public nonce;
    uint public balanceA;
    uint public balanceB;
    bool public settled;

    function DuplexChannel(address _partyB, uint _timeout) public payable {
        partyA = msg.sender;
        partyB = _partyB;
        timeout = _timeout;
        balanceA = msg.value;
    }

    function join() public payable {
        require(msg.sender == partyB && closedAt == 0);
        balanceB += msg.value;
    }

    function verify(bytes32 h, uint8 v, bytes32 r, bytes32 s, address who) internal pure returns (bool) {
        return ecrecover(keccak256("\x19Ethereum Signed Message:\n32", h), v, r, s) == who;
    }

    function update(uint _nonce, uint _a, uint _b, uint8[2] v, bytes32[2] r, bytes32[2] s) public {
        require(msg.sender == partyA || msg.sender == partyB);
        require(closedAt == 0 || now < closedAt + timeout);
        require(_nonce > nonce);
        require(_a + _b == this.balance && _a <= this.balance);
        bytes32 h = keccak256(this, _nonce, _a, _b);
        require(verify(h, v[0], r[0], s[0], partyA) && verify(h, v[1], r[1], s[1], partyB));
        nonce = _nonce;
        balanceA = _a;
        balanceB = _b;
        if (closedAt == 0) {
            closedAt = now;
        }
    }

    function settle() public {
        require(closedAt != 0 && now >= closedAt + timeout);
        require(!settled);
        settled = true;
        // <yes> <report> UNCHECKED_LL_CALLS
        partyA.send(balanceA);
        // <yes> <report> UNCHECKED_LL_CALLS
        partyB.send(balanceB);
    }
}
