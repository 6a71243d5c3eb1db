pragma solidity ^0.4.24;

// Block data handed to a helper as an argument seeds it as much as block data it reads itself.
contract SeededLottery {
    struct Seed {
        uint256 a;
        uint256 b;
    }

    uint256 private secretSeed;
    uint256 private userSeed;

    function reseed(Seed s) internal {
        secretSeed = uint256(keccak256(s.a, s.b)); // want "SeededLottery.reseed\\(\\) stores a value derived from block data in secretSeed"
    }

    function remember(uint256 v) internal {
        userSeed = uint256(keccak256(v)); // safe: the caller's own number
    }

    function draw() public {
        reseed(Seed(uint256(block.coinbase), block.difficulty));
    }

    function setSeed(uint256 v) public {
        remember(v);
    }

    function play(uint256 guess) public payable {
        require(msg.value == 1 ether);
        if (guess == secretSeed % 8) {
            msg.sender.transfer(2 ether);
        }
        if (guess == userSeed % 8) {
            msg.sender.transfer(1 wei);
        }
    }
}

// Two calls down: the hash of the block data passed on is still block data.
contract DeepLottery {
    address[] players;

    function draw() public {
        reseed(block.timestamp, block.coinbase);
    }

    function reseed(uint t, address c) internal {
        pick(uint(keccak256(abi.encodePacked(t, c))));
    }

    function pick(uint seed) internal {
        address winner = players[seed % players.length]; // want "DeepLottery.pick\\(\\) uses a value derived from block data that picks an array element"
        winner.transfer(address(this).balance);
    }
}

// A seed stirred with the timestamp in one transaction, used in another: one finding where it is made, not
// another for the entry it picks being paid.
contract StirredSeed {
    uint256 seed;
    address[] players;
    mapping(address => uint256) prize;

    function stir() public {
        seed = uint256(keccak256(abi.encodePacked(block.timestamp, seed))); // want "StirredSeed.stir\\(\\) stores a value derived from block data in seed, which later picks an array element"
    }

    function enter() public payable {
        players.push(msg.sender);
    }

    function pick() public {
        address w = players[seed % players.length];
        prize[w] += 1 ether;
    }
}
