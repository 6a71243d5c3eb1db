pragma solidity ^0.8.0;

// Safe: commit-reveal; the stored commitment is checked against a hash.
contract CommitReveal {
    struct Player {
        address addr;
        bytes32 commitment;
        uint256 number;
    }

    Player[2] private players;
    uint256 private stage;

    function play(bytes32 commitment) external payable {
        players[stage] = Player(msg.sender, commitment, 0);
        stage++;
    }

    function reveal(uint256 index, uint256 number, bytes32 salt) external {
        require(keccak256(abi.encodePacked(msg.sender, number, salt)) == players[index].commitment, "invalid hash");
        players[index].number = number;
    }

    function winner() external view returns (address) {
        uint256 n = players[0].number + players[1].number;
        return players[n % 2].addr;
    }
}
