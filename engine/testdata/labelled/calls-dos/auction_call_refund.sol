pragma solidity ^0.8.19;

contract KingOfTheHill {
    address public king;
    uint256 public prize;

    function claim() external payable {
        require(msg.value > prize, "too little");
        // <yes> <report> DENIAL_OF_SERVICE
        (bool ok, ) = king.call{value: prize}("");
        require(ok, "refund failed");
        king = msg.sender;
        prize = msg.value;
    }
}
