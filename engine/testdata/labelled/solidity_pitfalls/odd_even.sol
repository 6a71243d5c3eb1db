pragma solidity ^0.5.0;

// Odd-even: two players each put in a number, the sum's parity picks the winner. The first number sits in a
// private variable: storage and the transaction are public, so the second player reads it and always wins.
contract OddEven {
    struct Player {
        address payable addr;
        uint256 number;
    }

    Player[2] private players;
    uint256 private count = 0;

    // <yes> <report> OTHER
    function play(uint256 number) public payable {
        require(msg.value == 1 ether, "msg.value must be 1 eth");
        players[count] = Player(msg.sender, number);
        count++;
        if (count == 2) selectWinner();
    }

    function selectWinner() private {
        uint256 n = players[0].number + players[1].number;
        (bool success, ) = players[n % 2].addr.call.value(address(this).balance)("");
        require(success, "transfer failed");
        delete players;
        count = 0;
    }
}
