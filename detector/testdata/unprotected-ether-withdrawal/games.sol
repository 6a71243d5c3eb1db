pragma solidity ^0.4.24;

contract Roulette {
    uint public pastBlockTime;

    // Safe for this detector: the caller pays to play, and the pot goes to the winner of a draw on the block;
    // the predictable draw is weak-randomness's finding.
    function spin() external payable {
        require(msg.value == 10 ether);
        require(now != pastBlockTime);
        pastBlockTime = now;
        if (now % 15 == 0) {
            msg.sender.transfer(address(this).balance);
        }
    }

    // Safe: the draw is a hash of block data, kept in a local.
    function flip() external payable {
        require(msg.value == 1 ether);
        bool won = uint(keccak256(abi.encodePacked(block.timestamp))) % 2 == 0;
        if (won) {
            msg.sender.transfer(2 ether);
        }
    }

    // Vulnerable: no stake, so anyone calls until the block suits them.
    function freeSpin() external { // want "lets any caller send"
        if (now % 15 == 0) {
            msg.sender.transfer(address(this).balance);
        }
    }

    // Vulnerable: a deadline is not a draw; after it, anyone who pays a wei takes everything.
    function late() external payable { // want "lets any caller send"
        require(msg.value > 0);
        if (now > pastBlockTime + 1 days) {
            msg.sender.transfer(address(this).balance);
        }
    }
}

contract Doubler {
    address[] public players;

    function rand(uint256 max) private view returns (uint256) {
        uint256 hashVal = uint256(blockhash(block.number - 1));
        return hashVal % max;
    }

    // Left to weak-randomness: the stake buys a draw a helper makes from block data.
    function join() external payable {
        require(msg.value == 1 ether);
        players.push(msg.sender);
        if (rand(players.length) == 0) {
            msg.sender.transfer(address(this).balance);
        }
    }

    // Vulnerable: the helper draws nothing; any payer takes everything.
    function count() private view returns (uint256) {
        return players.length;
    }

    function joinCounted() external payable { // want "lets any caller send"
        require(msg.value == 1 ether);
        if (count() > 0) {
            msg.sender.transfer(address(this).balance);
        }
    }
}
