pragma solidity ^0.4.19;

contract CryptoRoulette {
    uint256 private secretNumber;
    uint256 public lastPlayed;
    uint256 public betPrice = 0.1 ether;
    address public ownerAddr;

    struct Game {
        address player;
        uint256 number;
    }
    Game[] public gamesPlayed;

    function CryptoRoulette() public {
        ownerAddr = msg.sender;
        shuffle();
    }

    function shuffle() internal {
        secretNumber = uint8(sha3(now, block.blockhash(block.number-1))) % 20 + 1; // want "weak-randomness: .*stores a value derived from "
    }

    function play(uint256 number) payable public { // want "unprotected-ether-withdrawal: .*lets any caller send this\\.ba"
        require(msg.value >= betPrice && number <= 10);
        Game game; // want "uninitialized-storage-pointer: .*declares game as an uninitia"
        game.player = msg.sender;
        game.number = number;
        gamesPlayed.push(game);
        if (number == secretNumber) {
            msg.sender.transfer(this.balance);
        }
        shuffle();
        lastPlayed = now;
    }

    function kill() public {
        if (msg.sender == ownerAddr && now > lastPlayed + 1 days) {
            suicide(msg.sender);
        }
    }

    function() public payable { }
}

contract MultiSig {
    mapping(address => bool) public isOwner;
    mapping(bytes32 => bool) public executed;

    function transfer(address to, uint amount, uint8 v, bytes32 r, bytes32 s) public {
        bytes32 h = keccak256(to, amount);
        address signer = ecrecover(h, v, r, s); // want "ecrecover-zero-address: .*uses the result of ecrecover" "signature-replay: .*checks a signature with ecre"
        require(isOwner[signer]);
        to.transfer(amount);
    }
}

contract Missing {
    address private owner;
    function missing() public { // want "wrong-constructor-name: .*is named almost like contrac" "unprotected-owner-change: .*lets any caller set owner, w"
        owner = msg.sender;
    }
    function withdraw() public {
        require(msg.sender == owner);
        owner.transfer(this.balance);
    }
}
