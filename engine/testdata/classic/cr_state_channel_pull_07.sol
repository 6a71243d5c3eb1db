// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// Two-party ether state channel: co-signed states with a strictly increasing sequence number, a unilateral close
/// with a challenge period in which only a newer state is accepted, and settlement credited to withdrawable
/// balances that each party pulls on its own.
contract PullStateChannel {
    address public immutable partyA;
    address public immutable partyB;
    uint256 public immutable challengePeriod;

    uint256 public seq;
    uint256 public balA;
    uint256 public balB;
    uint256 public closesAt;
    bool public settled;
    mapping(address => uint256) public withdrawable;

    event CloseStarted(uint256 seq, uint256 closesAt);
    event Challenged(uint256 seq);
    event Settled(uint256 toA, uint256 toB);

    modifier onlyParty() {
        require(msg.sender == partyA || msg.sender == partyB, "party");
        _;
    }

    constructor(address a, address b, uint256 period) {
        require(a != address(0) && b != address(0) && a != b, "parties");
        partyA = a;
        partyB = b;
        challengePeriod = period;
    }

    function deposit() external payable onlyParty {
        require(closesAt == 0, "closing");
        if (msg.sender == partyA) balA += msg.value;
        else balB += msg.value;
    }

    function _digest(uint256 s, uint256 a, uint256 b) internal view returns (bytes32) {
        uint256 chainId;
        assembly {
            chainId := chainid()
        }
        return keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encode(chainId, address(this), s, a, b))));
    }

    function _bothSigned(bytes32 d, uint8[2] calldata v, bytes32[2] calldata r, bytes32[2] calldata s) internal view returns (bool) {
        address first = ecrecover(d, v[0], r[0], s[0]);
        address second = ecrecover(d, v[1], r[1], s[1]);
        return first != address(0) && second != address(0) && first == partyA && second == partyB;
    }

    function _apply(uint256 s, uint256 a, uint256 b, uint8[2] calldata v, bytes32[2] calldata r, bytes32[2] calldata ss) internal {
        require(s > seq, "not newer");
        uint256 total = balA + balB;
        require(a <= total && b == total - a, "totals");
        require(_bothSigned(_digest(s, a, b), v, r, ss), "signatures");
        seq = s;
        balA = a;
        balB = b;
    }

    function startClose(uint256 s, uint256 a, uint256 b, uint8[2] calldata v, bytes32[2] calldata r, bytes32[2] calldata ss)
        external
        onlyParty
    {
        require(closesAt == 0, "closing");
        _apply(s, a, b, v, r, ss);
        closesAt = block.timestamp + challengePeriod;
        emit CloseStarted(s, closesAt);
    }

    function challenge(uint256 s, uint256 a, uint256 b, uint8[2] calldata v, bytes32[2] calldata r, bytes32[2] calldata ss)
        external
        onlyParty
    {
        require(closesAt != 0 && block.timestamp < closesAt, "no challenge");
        _apply(s, a, b, v, r, ss);
        emit Challenged(s);
    }

    function settle() external {
        require(closesAt != 0 && block.timestamp >= closesAt, "challenge open");
        require(!settled, "settled");
        settled = true;
        withdrawable[partyA] += balA;
        withdrawable[partyB] += balB;
        emit Settled(balA, balB);
        balA = 0;
        balB = 0;
    }

    function withdraw() external {
        uint256 amount = withdrawable[msg.sender];
        require(amount > 0, "nothing");
        withdrawable[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "withdraw");
    }
}
