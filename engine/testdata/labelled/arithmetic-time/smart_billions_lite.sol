/*
 * The bet is settled on the hash of a block the player chose when betting; after 256 blocks blockhash returns
 * zero, so a player who waits knows the "random" outcome in advance.
 */
pragma solidity ^0.4.13;

contract SmartBillionsLite {
    struct Bet {
        uint192 value;
        uint32 betHash;
        uint32 blockNum;
    }

    mapping (address => Bet) bets;
    uint public jackpot;

    function play(uint32 betHash) public payable {
        require(msg.value == 1 ether);
        require(bets[msg.sender].blockNum == 0);
        bets[msg.sender] = Bet({value: uint192(msg.value), betHash: betHash, blockNum: uint32(block.number)});
        jackpot += msg.value / 2;
    }

    function won() public {
        Bet memory player = bets[msg.sender];
        require(player.blockNum > 0 && player.blockNum < block.number);
        // <yes> <report> BAD_RANDOMNESS
        uint32 hash = uint32(block.blockhash(player.blockNum));
        bets[msg.sender].blockNum = 0;
        uint prize = betPrize(player, hash);
        if (prize > 0) {
            msg.sender.transfer(prize);
        }
    }

    function betPrize(Bet player, uint32 hash) internal constant returns (uint) {
        if (player.betHash == hash) {
            return jackpot;
        }
        if ((player.betHash & 0xffff) == (hash & 0xffff)) {
            return uint(player.value) * 100;
        }
        return 0;
    }
}
