pragma solidity ^0.4.24;

/// Dice duels: two players stake the same amount; the higher roll takes the pot.
contract DiceDuel {
    struct Duel {
        address challenger;
        address opponent;
        uint256 stake;
        bool done;
    }

    mapping(uint256 => Duel) public duels;
    uint256 public duelCount;
    address public house;

    function DiceDuel() public {
        house = msg.sender;
    }

    function challenge() public payable returns (uint256) {
        require(msg.value > 0);
        duels[duelCount] = Duel(msg.sender, address(0), msg.value, false);
        return duelCount++;
    }

    function accept(uint256 id) public payable {
        Duel storage d = duels[id];
        require(!d.done && d.opponent == address(0));
        require(msg.value == d.stake);
        d.opponent = msg.sender;
        d.done = true;
        // <yes> <report> BAD_RANDOMNESS
        uint256 a = uint256(keccak256(block.timestamp, d.challenger)) % 6;
        uint256 b = uint256(keccak256(block.timestamp, d.opponent)) % 6;
        uint256 pot = d.stake * 2;
        uint256 cut = pot / 50;
        house.transfer(cut);
        if (a >= b) {
            d.challenger.transfer(pot - cut);
        } else {
            d.opponent.transfer(pot - cut);
        }
    }
}
