pragma solidity ^0.5.0;

contract Game {
    address payable lastPlayer;
    uint jackpot;
    uint counter;

    function buyTicket() public {
        if (!(lastPlayer.send(jackpot))) // want "sends ether to lastPlayer before it writes lastPlayer"
            revert();
        lastPlayer = msg.sender;
        jackpot = address(this).balance;
    }

    function bump() public {
        require(counter <= 5);
        msg.sender.transfer(1 ether); // want "before it writes counter"
        counter += 1;
    }

    // Safe: state is written before the transfer.
    function bumpSafe() public {
        require(counter <= 5);
        counter += 1;
        msg.sender.transfer(1 ether);
    }
}
