// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

/// Peer-to-peer bets with a judge: two parties stake the same amount on a question, and a judge they both chose
/// signs the winner off chain. Anyone can submit the judge's signature to settle the bet.
contract JudgedBets {
    struct Bet {
        address partyA;
        address partyB;
        address judge;
        uint128 stake;
        bool funded;
        bool settled;
    }

    uint256 public betCount;
    mapping(uint256 => Bet) public bets;
    mapping(address => uint256) public credit;

    event Proposed(uint256 indexed id, address a, address b, address judge, uint256 stake);
    event Funded(uint256 indexed id);
    event Settled(uint256 indexed id, address winner);

    function propose(address partyB, address judge) external payable returns (uint256 id) {
        require(partyB != address(0) && partyB != msg.sender, "party");
        require(judge != address(0) && judge != msg.sender && judge != partyB, "judge");
        require(msg.value > 0 && msg.value <= type(uint128).max, "stake");
        id = ++betCount;
        bets[id] = Bet(msg.sender, partyB, judge, uint128(msg.value), false, false);
        emit Proposed(id, msg.sender, partyB, judge, msg.value);
    }

    function accept(uint256 id) external payable {
        Bet storage b = bets[id];
        require(msg.sender == b.partyB && !b.funded, "accept");
        require(msg.value == b.stake, "stake");
        b.funded = true;
        emit Funded(id);
    }

    function withdrawProposal(uint256 id) external {
        Bet storage b = bets[id];
        require(msg.sender == b.partyA && !b.funded && !b.settled, "state");
        b.settled = true;
        credit[msg.sender] += b.stake;
    }

    function settle(uint256 id, address winner, uint8 v, bytes32 r, bytes32 s) external {
        Bet storage b = bets[id];
        require(b.funded && !b.settled, "state");
        require(winner == b.partyA || winner == b.partyB, "winner");
        // <yes> <report> ACCESS_CONTROL
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encode(winner))));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == b.judge, "judge");
        b.settled = true;
        credit[winner] += uint256(b.stake) * 2;
        emit Settled(id, winner);
    }

    function withdraw() external {
        uint256 amount = credit[msg.sender];
        credit[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "withdraw");
    }
}
