// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A tournament hub: anyone can host a tournament with an entry fee and choose a payout module (a contract that
/// computes and makes the prize split). Fees of all tournaments are held by the hub until each one is finalised.
contract TournamentHub {
    struct Tourney {
        address host;
        address payoutModule;
        uint256 entryFee;
        uint256 pot;
        uint64 endsAt;
        bool finalised;
        address[] entrants;
    }

    address public immutable protocol;
    uint256 public constant PROTOCOL_BPS = 500;
    uint256 public protocolFees;
    uint256 public count;
    mapping(uint256 => Tourney) internal tourneys;
    mapping(uint256 => mapping(address => bool)) public joined;

    event Hosted(uint256 indexed id, address indexed host, address module, uint256 fee);
    event Joined(uint256 indexed id, address indexed player);
    event Finalised(uint256 indexed id);

    constructor() {
        protocol = msg.sender;
    }

    function host(address payoutModule, uint256 entryFee, uint64 endsAt) external returns (uint256 id) {
        require(payoutModule.code.length > 0, "module");
        require(endsAt > block.timestamp, "end");
        id = ++count;
        Tourney storage t = tourneys[id];
        t.host = msg.sender;
        t.payoutModule = payoutModule;
        t.entryFee = entryFee;
        t.endsAt = endsAt;
        emit Hosted(id, msg.sender, payoutModule, entryFee);
    }

    function join(uint256 id) external payable {
        Tourney storage t = tourneys[id];
        require(t.host != address(0) && block.timestamp < t.endsAt, "closed");
        require(!joined[id][msg.sender], "joined");
        require(msg.value == t.entryFee, "fee");
        joined[id][msg.sender] = true;
        t.entrants.push(msg.sender);
        t.pot += msg.value;
        emit Joined(id, msg.sender);
    }

    function finalise(uint256 id, bytes calldata results) external {
        Tourney storage t = tourneys[id];
        require(msg.sender == t.host, "host");
        require(block.timestamp >= t.endsAt && !t.finalised, "state");
        t.finalised = true;
        uint256 fee = (t.pot * PROTOCOL_BPS) / 10_000;
        protocolFees += fee;
        uint256 prizes = t.pot - fee;
        // <yes> <report> ACCESS_CONTROL
        (bool ok, ) = t.payoutModule.delegatecall(
            abi.encodeWithSignature("payout(address[],uint256,bytes)", t.entrants, prizes, results)
        );
        require(ok, "payout");
        emit Finalised(id);
    }

    function withdrawProtocolFees() external {
        require(msg.sender == protocol, "protocol");
        uint256 amount = protocolFees;
        protocolFees = 0;
        (bool ok, ) = protocol.call{value: amount}("");
        require(ok, "withdraw");
    }
}
