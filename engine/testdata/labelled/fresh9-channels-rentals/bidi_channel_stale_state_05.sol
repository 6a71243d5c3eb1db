pragma solidity ^0.5.12;

/// Two-party ether state channel in the style of the early Perun/Counterfactual examples: both parties deposit,
/// exchange co-signed balance updates off chain, and either one may start a unilateral close with the latest
/// state it holds; the other party has a challenge period to answer with a newer one. The challenge accepts any
/// co-signed state without comparing its sequence number with the one on file, so the party that a newer state
/// hurts answers the challenge with an older, more favourable one.
contract TwoPartyChannel {
    address payable public alice;
    address payable public bob;
    uint256 public challengePeriod;

    uint256 public seq;
    uint256 public balanceAlice;
    uint256 public balanceBob;
    uint256 public closingAt;
    bool public settled;

    event Deposited(address indexed who, uint256 amount);
    event CloseStarted(address indexed by, uint256 seq, uint256 closingAt);
    event Challenged(address indexed by, uint256 seq);
    event Settled(uint256 toAlice, uint256 toBob);

    modifier onlyParty() {
        require(msg.sender == alice || msg.sender == bob, "not a party");
        _;
    }

    constructor(address payable _bob, uint256 _challengePeriod) public payable {
        alice = msg.sender;
        bob = _bob;
        challengePeriod = _challengePeriod;
        balanceAlice = msg.value;
    }

    function deposit() external payable onlyParty {
        require(closingAt == 0, "closing");
        if (msg.sender == alice) balanceAlice += msg.value;
        else balanceBob += msg.value;
        emit Deposited(msg.sender, msg.value);
    }

    function stateHash(uint256 _seq, uint256 a, uint256 b) public view returns (bytes32) {
        return keccak256(abi.encodePacked(address(this), _seq, a, b));
    }

    function recover(bytes32 h, uint8 v, bytes32 r, bytes32 s) internal pure returns (address) {
        return ecrecover(keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", h)), v, r, s);
    }

    function startClose(uint256 _seq, uint256 a, uint256 b, uint8[2] calldata v, bytes32[2] calldata r, bytes32[2] calldata s)
        external
        onlyParty
    {
        require(closingAt == 0, "already closing");
        require(_seq > seq, "old state");
        require(a + b == address(this).balance, "totals");
        bytes32 h = stateHash(_seq, a, b);
        require(recover(h, v[0], r[0], s[0]) == alice && recover(h, v[1], r[1], s[1]) == bob, "signatures");
        seq = _seq;
        balanceAlice = a;
        balanceBob = b;
        closingAt = now + challengePeriod;
        emit CloseStarted(msg.sender, _seq, closingAt);
    }

    function challenge(uint256 _seq, uint256 a, uint256 b, uint8[2] calldata v, bytes32[2] calldata r, bytes32[2] calldata s)
        external
        onlyParty
    {
        require(closingAt != 0 && now < closingAt, "not in challenge");
        require(a + b == address(this).balance, "totals");
        bytes32 h = stateHash(_seq, a, b);
        // <yes> <report> ACCESS_CONTROL
        require(recover(h, v[0], r[0], s[0]) == alice && recover(h, v[1], r[1], s[1]) == bob, "signatures");
        seq = _seq;
        balanceAlice = a;
        balanceBob = b;
        emit Challenged(msg.sender, _seq);
    }

    function settle() external {
        require(closingAt != 0 && now >= closingAt, "challenge open");
        require(!settled, "settled");
        settled = true;
        uint256 a = balanceAlice;
        uint256 b = balanceBob;
        balanceAlice = 0;
        balanceBob = 0;
        alice.transfer(a);
        bob.transfer(b);
        emit Settled(a, b);
    }
}
