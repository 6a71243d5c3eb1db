pragma solidity ^0.4.16;

contract Ethraffle_v4b {
    struct Contestant {
        address addr;
        uint raffleId;
    }

    address feeAddress;
    uint public raffleId = 1;
    uint public constant totalTickets = 50;
    uint public constant pricePerTicket = 0.0506 ether;
    uint public constant prize = 2.5 ether;
    uint nextTicket = 0;
    mapping (uint => Contestant) contestants;

    function Ethraffle_v4b() public {
        feeAddress = msg.sender;
    }

    function buyTickets() payable public {
        uint moneySent = msg.value;
        while (moneySent >= pricePerTicket && nextTicket < totalTickets) {
            contestants[nextTicket] = Contestant(msg.sender, raffleId);
            nextTicket++;
            moneySent -= pricePerTicket;
        }
        if (nextTicket == totalTickets) {
            chooseWinner();
        }
        if (moneySent > 0) {
            msg.sender.transfer(moneySent);
        }
    }

    function chooseWinner() private {
        // <yes> <report> BAD_RANDOMNESS
        address seed1 = contestants[uint(block.coinbase) % totalTickets].addr;
        // <yes> <report> BAD_RANDOMNESS
        address seed2 = contestants[uint(msg.sender) % totalTickets].addr;
        // <yes> <report> BAD_RANDOMNESS
        uint seed3 = block.difficulty;
        bytes32 randHash = keccak256(seed1, seed2, seed3);

        uint winningNumber = uint(randHash) % totalTickets;
        address winningAddress = contestants[winningNumber].addr;

        raffleId++;
        nextTicket = 0;
        winningAddress.transfer(prize);
        feeAddress.transfer(this.balance);
    }
}
