pragma solidity ^0.4.15;

// Weekly lottery: tickets for 0.1 ether, a winner drawn by the last buyer once the week is over.
contract WeeklyLottery {
    address public organizer;
    address[] public tickets;
    uint public ticketPrice = 100 finney;
    uint public drawTime;
    uint public round;

    event TicketBought(address indexed buyer, uint round);
    event WinnerPaid(address indexed winner, uint amount, uint round);

    function WeeklyLottery() {
        organizer = msg.sender;
        drawTime = now + 7 days;
    }

    function buyTicket() payable {
        require(msg.value == ticketPrice);
        tickets.push(msg.sender);
        TicketBought(msg.sender, round);
        if (now >= drawTime) {
            draw();
        }
    }

    function draw() internal {
        // <yes> <report> BAD_RANDOMNESS
        uint index = uint(sha3(now, block.difficulty, tickets.length)) % tickets.length;
        address winner = tickets[index];
        uint prize = this.balance * 90 / 100;
        winner.transfer(prize);
        WinnerPaid(winner, prize, round);
        delete tickets;
        round++;
        drawTime = now + 7 days;
    }

    function organizerFee() {
        require(msg.sender == organizer);
        require(tickets.length == 0);
        organizer.transfer(this.balance);
    }

    // to retire the contract after the last round
    function close() {
        // <yes> <report> ACCESS_CONTROL
        selfdestruct(organizer);
    }
}
