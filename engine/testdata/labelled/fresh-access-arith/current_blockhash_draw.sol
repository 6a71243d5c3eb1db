pragma solidity ^0.7.4;

contract WeeklyDraw {
    address payable[] public entrants;
    uint256 public drawBlock;

    function enter() external payable {
        require(msg.value == 0.01 ether, "ticket");
        entrants.push(msg.sender);
    }

    function draw() external {
        require(entrants.length > 0, "empty");
        drawBlock = block.number;
        // <yes> <report> BAD_RANDOMNESS
        uint256 idx = uint256(blockhash(block.number)) % entrants.length;
        address payable winner = entrants[idx];
        delete entrants;
        winner.transfer(address(this).balance);
    }
}
