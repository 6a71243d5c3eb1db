// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Ring-game pots with several players. The dealer (a game server) reports the winners of a hand, and the pot is
/// split between them at once, less the rake.
contract PokerPots {
    struct Pot {
        uint256 amount;
        address payable[] seats;
        mapping(address => bool) seated;
        bool settled;
    }

    address public dealer;
    address payable public rakeCollector;
    uint256 public constant RAKE_BPS = 300;
    uint256 public constant MAX_SEATS = 9;
    mapping(uint256 => Pot) internal pots;

    event Seated(uint256 indexed potId, address player, uint256 buyIn);
    event Settled(uint256 indexed potId, uint256 winners, uint256 share);

    constructor(address dealer_, address payable rake_) public {
        dealer = dealer_;
        rakeCollector = rake_;
    }

    function sit(uint256 potId) external payable {
        Pot storage p = pots[potId];
        require(!p.settled, "settled");
        require(!p.seated[msg.sender], "seated");
        require(p.seats.length < MAX_SEATS, "full");
        require(msg.value > 0, "buy-in");
        p.seated[msg.sender] = true;
        p.seats.push(msg.sender);
        p.amount += msg.value;
        emit Seated(potId, msg.sender, msg.value);
    }

    function settle(uint256 potId, address payable[] calldata winners) external {
        require(msg.sender == dealer, "dealer");
        Pot storage p = pots[potId];
        require(!p.settled && winners.length > 0, "state");
        p.settled = true;
        uint256 rake = p.amount * RAKE_BPS / 10000;
        uint256 share = (p.amount - rake) / winners.length;
        for (uint256 i = 0; i < winners.length; i++) {
            require(p.seated[winners[i]], "not seated");
            winners[i].transfer(share);
        }
        rakeCollector.transfer(rake);
        emit Settled(potId, winners.length, share);
    }
}
