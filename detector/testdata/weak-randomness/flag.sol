pragma solidity ^0.4.24;

contract Coin {
    // Vulnerable: the draw is kept in a boolean that decides the payout.
    function flip() public payable {
        bool won = (block.number % 2) == 0; // want "derives a random value from block data"
        if (won) {
            msg.sender.transfer(2 * msg.value);
        }
    }

    // Vulnerable: the same, negated.
    function flop() public payable {
        bool lost = uint(blockhash(block.number - 1)) % 2 == 1; // want "derives a random value from block data"
        if (!lost) {
            msg.sender.transfer(2 * msg.value);
        }
    }

    // Safe: a deadline kept in a boolean is a time check, not a draw.
    uint public deadline;
    function late() public view returns (bool) {
        bool over = block.timestamp > deadline;
        if (over) {
            return true;
        }
        return false;
    }
}

// Safe: the clock cut to 32 bits (Uniswap V2's blockTimestampLast) is no draw.
contract ClockCut {
    uint32 public last;
    uint public acc;

    function update() external {
        uint32 now32 = uint32(block.timestamp % 2**32);
        if (now32 != last) {
            acc += 1;
        }
        last = now32;
    }
}
