pragma solidity ^0.4.25;

contract LuckyWheel {
    uint256 private seed;
    address public house;

    constructor() public {
        house = msg.sender;
        seed = uint256(keccak256(abi.encodePacked(msg.sender)));
    }

    function spin(uint8 pick) public payable {
        require(msg.value == 0.1 ether);
        require(pick < 8);
        // <yes> <report> BAD_RANDOMNESS
        seed = uint256(keccak256(abi.encodePacked(seed, now)));
        if (uint8(seed % 8) == pick) {
            msg.sender.transfer(0.7 ether);
        }
    }

    function() public payable {}
}
