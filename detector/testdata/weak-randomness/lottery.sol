pragma solidity ^0.8.0;

contract Lottery {
    address payable[] public players;
    uint256 public deadline;
    uint256 public seed;

    function enter() external payable {
        require(block.timestamp < deadline, "closed");
        players.push(payable(msg.sender));
    }

    function draw() external {
        uint256 r = uint256(keccak256(abi.encodePacked(block.timestamp, block.prevrandao, players.length))); // want "Lottery.draw\\(\\) derives a random value from block data .* picks an array element at line 15"
        address payable winner = players[r % players.length];
        winner.transfer(address(this).balance);
    }

    function bonus() external {
        uint256 amount = (block.number % 10) * 1 ether; // want "Lottery.bonus\\(\\) derives a random value from block data .* sets the ether amount at line 21"
        payable(msg.sender).transfer(amount);
    }

    function coin(bool guess) external payable {
        if ((_random() % 2 == 0) == guess) { // want "decides the outcome of a condition"
            payable(msg.sender).transfer(2 * msg.value);
        }
    }

    function _random() internal view returns (uint256) {
        return uint256(blockhash(block.number - 1)); // want "Lottery._random\\(\\) returns a random number drawn from block data"
    }

    function reseed() external {
        seed = uint256(keccak256(abi.encodePacked(block.timestamp))); // want "stores a value derived from block data in seed, which later"
    }

    function play(uint256 n) external {
        if (n == seed) {
            payable(msg.sender).transfer(1 ether);
        }
    }

    // Safe: a deadline is not randomness (timestamp-dependence covers it).
    function late() external view returns (bool) {
        return block.timestamp > deadline;
    }

    // Safe: the caller's own input picks the index.
    function pick(uint256 i) external view returns (address) {
        return players[i % players.length];
    }

    // Safe: hashing caller data only.
    function commit(bytes32 secret) external pure returns (bool) {
        return keccak256(abi.encodePacked(secret)) == bytes32(0);
    }
}

contract Windows {
    uint256 public bonus;

    // Reported at low confidence: a timestamp modulo may be a time window rather than a draw.
    function happyHour() external {
        if (block.timestamp % 86400 < 3600) { // want "decides the outcome of a condition"
            bonus += 1;
        }
    }
}
