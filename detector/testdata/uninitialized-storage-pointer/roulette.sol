pragma solidity ^0.4.19;

contract CryptoRoulette {
    uint256 private secretNumber;
    address public ownerAddr;

    struct Game {
        address player;
        uint256 number;
    }
    Game[] public gamesPlayed;
    uint[] public numbers;

    function play(uint256 number) payable public {
        Game game; // want "CryptoRoulette.play\\(\\) declares game as an uninitialised storage pointer and writes through it \\(line 16\\)"
        game.player = msg.sender;
        game.number = number;
        gamesPlayed.push(game);
    }

    function record(uint n) public {
        uint[] list; // want "declares list as an uninitialised storage pointer"
        list.push(n);
    }

    // Safe: declared memory.
    function playMemory(uint256 number) public {
        Game memory game;
        game.player = msg.sender;
        game.number = number;
        gamesPlayed.push(game);
    }

    // Safe: pointed at an existing element before use.
    function update(uint i, uint256 number) public {
        Game storage game = gamesPlayed[i];
        game.number = number;
    }

    // Safe: assigned as a whole before any write.
    function update2(uint i, uint256 number) public {
        Game game;
        game = gamesPlayed[i];
        game.number = number;
    }

    // Safe: a value type.
    function counter() public returns (uint) {
        uint x;
        x = 1;
        return x;
    }
}
