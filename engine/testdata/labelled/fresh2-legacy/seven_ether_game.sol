pragma solidity ^0.4.24;

// The 2018 "seventh deposit wins" game: the winner is the one whose deposit makes the balance exactly the target;
// ether forced in by selfdestruct pushes the balance past it, and no one can ever win or claim.
contract EtherGame {
    uint public constant payoutMileStone1 = 3 ether;
    uint public constant mileStone1Reward = 2 ether;
    uint public constant finalMileStone = 7 ether;
    uint public constant finalReward = 5 ether;

    mapping(address => uint) redeemableEther;
    address public winner;

    event Played(address indexed player, uint balance);
    event Won(address indexed winner);

    function play() public payable {
        require(msg.value == 1 ether);
        uint currentBalance = address(this).balance;
        require(currentBalance <= finalMileStone);

        if (currentBalance == payoutMileStone1) {
            redeemableEther[msg.sender] += mileStone1Reward;
        }
        // <yes> <report> DENIAL_OF_SERVICE
        else if (currentBalance == finalMileStone) {
            redeemableEther[msg.sender] += finalReward;
            winner = msg.sender;
            emit Won(msg.sender);
        }
        emit Played(msg.sender, currentBalance);
    }

    function claimReward() public {
        require(address(this).balance == finalMileStone);
        require(redeemableEther[msg.sender] > 0);
        uint transferValue = redeemableEther[msg.sender];
        redeemableEther[msg.sender] = 0;
        msg.sender.transfer(transferValue);
    }
}
