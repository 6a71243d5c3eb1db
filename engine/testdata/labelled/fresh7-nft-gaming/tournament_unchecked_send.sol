pragma solidity ^0.5.17;

/// Kart racing cups: the three fastest laps share the cup's pot.
contract KartCup {
    address public organizer;
    uint256 public buyIn;
    address payable[] public racers;
    mapping(address => uint256) public bestLap;

    constructor(uint256 _buyIn) public {
        organizer = msg.sender;
        buyIn = _buyIn;
    }

    function join() external payable {
        require(msg.value == buyIn, "buy-in");
        racers.push(msg.sender);
    }

    function submitLap(address racer, uint256 lapMs) external {
        require(msg.sender == organizer, "organizer");
        if (bestLap[racer] == 0 || lapMs < bestLap[racer]) {
            bestLap[racer] = lapMs;
        }
    }

    function payPodium(address payable first, address payable second, address payable third) external {
        require(msg.sender == organizer, "organizer");
        uint256 pot = address(this).balance;
        // <yes> <report> UNCHECKED_LL_CALLS
        first.send(pot / 2);
        // <yes> <report> UNCHECKED_LL_CALLS
        second.send(pot * 3 / 10);
        // <yes> <report> UNCHECKED_LL_CALLS
        third.send(pot / 5);
        delete racers;
    }
}
