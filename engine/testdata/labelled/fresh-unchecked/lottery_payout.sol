pragma solidity ^0.4.21;

contract SmallLottery {
    address[] public players;
    address public house;
    uint public constant TICKET = 0.05 ether;

    function SmallLottery() public {
        house = msg.sender;
    }

    function enter() public payable {
        require(msg.value == TICKET);
        players.push(msg.sender);
        if (players.length == 10) {
            settle();
        }
    }

    function settle() internal {
        address winner = players[uint(keccak256(players.length, msg.sender)) % players.length];
        uint prize = this.balance * 9 / 10;
        // <yes> <report> UNCHECKED_LL_CALLS
        winner.send(prize);
        // <yes> <report> UNCHECKED_LL_CALLS
        house.send(this.balance);
        delete players;
    }
}
