// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

/// Two-party bets settled by a judge's typed-data signature. The signed ruling names the chain, this contract,
/// the bet and the winner, so it settles only that bet; an unfunded offer can be withdrawn, and a bet the judge
/// never rules on is refunded to both sides after its deadline.
contract TypedJudgedBets {
    struct Bet {
        address partyA;
        address partyB;
        address judge;
        uint96 stake;
        uint64 deadline;
        bool funded;
        bool closed;
    }

    bytes32 private constant RULING_TYPEHASH = keccak256("Ruling(uint256 betId,address winner)");
    bytes32 private immutable domainSeparator;
    uint256 private constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    uint256 public betCount;
    mapping(uint256 => Bet) public bets;
    mapping(address => uint256) public credit;

    event Settled(uint256 indexed id, address winner);

    constructor() {
        domainSeparator = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)"),
                keccak256("TypedJudgedBets"),
                block.chainid,
                address(this)
            )
        );
    }

    function propose(address partyB, address judge, uint64 deadline) external payable returns (uint256 id) {
        require(partyB != address(0) && partyB != msg.sender, "party");
        require(judge != address(0) && judge != msg.sender && judge != partyB, "judge");
        require(msg.value > 0 && msg.value <= type(uint96).max, "stake");
        require(deadline > block.timestamp + 1 days, "deadline");
        id = ++betCount;
        bets[id] = Bet(msg.sender, partyB, judge, uint96(msg.value), deadline, false, false);
    }

    function accept(uint256 id) external payable {
        Bet storage b = bets[id];
        require(msg.sender == b.partyB && !b.funded && !b.closed, "accept");
        require(msg.value == b.stake, "stake");
        b.funded = true;
    }

    function withdrawOffer(uint256 id) external {
        Bet storage b = bets[id];
        require(msg.sender == b.partyA && !b.funded && !b.closed, "state");
        b.closed = true;
        credit[msg.sender] += b.stake;
    }

    function settle(uint256 id, address winner, uint8 v, bytes32 r, bytes32 s) external {
        Bet storage b = bets[id];
        require(b.funded && !b.closed, "state");
        require(winner == b.partyA || winner == b.partyB, "winner");
        require(uint256(s) <= HALF_ORDER, "sig");
        bytes32 structHash = keccak256(abi.encode(RULING_TYPEHASH, id, winner));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", domainSeparator, structHash));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == b.judge, "judge");
        b.closed = true;
        credit[winner] += uint256(b.stake) * 2;
        emit Settled(id, winner);
    }

    function refundExpired(uint256 id) external {
        Bet storage b = bets[id];
        require(b.funded && !b.closed, "state");
        require(block.timestamp > b.deadline, "deadline");
        b.closed = true;
        credit[b.partyA] += b.stake;
        credit[b.partyB] += b.stake;
    }

    function withdraw() external {
        uint256 amount = credit[msg.sender];
        require(amount > 0, "nothing");
        credit[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "withdraw");
    }
}
