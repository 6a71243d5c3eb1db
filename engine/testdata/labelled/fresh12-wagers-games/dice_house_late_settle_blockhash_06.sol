// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// A roll-under dice house. A player places a bet in one block and names a target (2..99); the bet is settled
/// against the hash of the block after it, so the roll is unknown when the bet is placed. The house keeps one
/// percent, and the bankroll must cover every bet still open.
contract DiceHouse {
    struct Bet {
        address payable player;
        uint128 amount;
        uint8 target;
        uint64 placedAt;
        bool settled;
    }

    address public owner;
    uint256 public lockedInBets;
    uint256 public constant MIN_BET = 0.01 ether;
    uint256 public constant EDGE_PERCENT = 1;
    Bet[] public bets;

    event Placed(uint256 indexed id, address indexed player, uint256 amount, uint8 target);
    event Rolled(uint256 indexed id, uint256 roll, uint256 payout);

    constructor() public payable {
        owner = msg.sender;
    }

    function payoutFor(uint256 amount, uint8 target) public pure returns (uint256) {
        return amount * (100 - EDGE_PERCENT) / (target - 1);
    }

    function place(uint8 target) external payable returns (uint256 id) {
        require(target >= 2 && target <= 99, "target");
        require(msg.value >= MIN_BET && msg.value <= 10 ether, "amount");
        uint256 payout = payoutFor(msg.value, target);
        require(lockedInBets + payout <= address(this).balance, "bankroll");
        lockedInBets += payout;
        id = bets.length;
        bets.push(Bet(msg.sender, uint128(msg.value), target, uint64(block.number), false));
        emit Placed(id, msg.sender, msg.value, target);
    }

    function settle(uint256 id) external {
        Bet storage b = bets[id];
        require(!b.settled, "settled");
        require(block.number > b.placedAt + 1, "too early");
        b.settled = true;
        uint256 payout = payoutFor(b.amount, b.target);
        lockedInBets -= payout;
        // <yes> <report> BAD_RANDOMNESS
        uint256 roll = uint256(keccak256(abi.encodePacked(blockhash(b.placedAt + 1), id))) % 100 + 1;
        if (roll < b.target) {
            b.player.transfer(payout);
        } else {
            payout = 0;
        }
        emit Rolled(id, roll, payout);
    }

    function withdrawProfit(uint256 amount) external {
        require(msg.sender == owner, "owner");
        require(address(this).balance - amount >= lockedInBets, "locked");
        msg.sender.transfer(amount);
    }
}
