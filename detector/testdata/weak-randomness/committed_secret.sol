pragma solidity ^0.6.12;

// A secret committed before the draw, hashed with the hash of a block fixed when the draw closed.
contract SecretDraw {
    address payable[] public players;
    bytes32 public commitment;
    uint256 public revealBlock;

    function close() external {
        revealBlock = block.number + 5;
    }

    // Safe: the block committed to is read while its hash is still kept.
    function settle(bytes32 secret) external {
        require(keccak256(abi.encodePacked(secret)) == commitment, "secret");
        require(block.number > revealBlock && block.number <= revealBlock + 256, "window");
        uint256 idx = uint256(keccak256(abi.encodePacked(secret, blockhash(revealBlock)))) % players.length;
        players[idx].transfer(address(this).balance);
    }

    // Without the window the hash of an old block reads as zero, and the draw is the secret's alone.
    function settleLate(bytes32 secret) external {
        require(keccak256(abi.encodePacked(secret)) == commitment, "secret");
        uint256 idx = uint256(keccak256(abi.encodePacked(secret, blockhash(revealBlock)))) % players.length; // want "SecretDraw.settleLate\\(\\) derives a random value from block data"
        players[idx].transfer(address(this).balance);
    }

    // The previous block's hash is known to everyone when the transaction is sent.
    function settleNow(bytes32 secret) external {
        require(keccak256(abi.encodePacked(secret)) == commitment, "secret");
        require(block.number > revealBlock && block.number <= revealBlock + 256, "window");
        uint256 idx = uint256(keccak256(abi.encodePacked(secret, blockhash(block.number - 1)))) % players.length; // want "SecretDraw.settleNow\\(\\) derives a random value from block data"
        players[idx].transfer(address(this).balance);
    }

    uint256 constant EXPIRY_BLOCKS = 250;

    // Safe: a narrower window, a named number of blocks below 256.
    function settleWithin(bytes32 secret) external {
        require(keccak256(abi.encodePacked(secret)) == commitment, "secret");
        require(block.number > revealBlock && block.number <= revealBlock + EXPIRY_BLOCKS, "window");
        uint256 idx = uint256(keccak256(abi.encodePacked(secret, blockhash(revealBlock)))) % players.length;
        players[idx].transfer(address(this).balance);
    }

    // Safe: the window written the other way round.
    function settleWithinFlipped(bytes32 secret) external {
        require(keccak256(abi.encodePacked(secret)) == commitment, "secret");
        require(revealBlock + 200 >= block.number, "window");
        uint256 idx = uint256(keccak256(abi.encodePacked(secret, blockhash(revealBlock)))) % players.length;
        players[idx].transfer(address(this).balance);
    }

    // Safe: past the window the bet is refunded in one branch, and the hash read in the other.
    function settleOrRefund(bytes32 secret) external {
        require(keccak256(abi.encodePacked(secret)) == commitment, "secret");
        if (block.number > revealBlock + EXPIRY_BLOCKS) {
            msg.sender.transfer(0.1 ether);
            return;
        }
        uint256 idx = uint256(keccak256(abi.encodePacked(secret, blockhash(revealBlock)))) % players.length;
        players[idx].transfer(address(this).balance);
    }

    // A lower bound alone is no window: waiting past it long enough makes the hash zero.
    function settleAfter(bytes32 secret) external {
        require(keccak256(abi.encodePacked(secret)) == commitment, "secret");
        require(block.number > revealBlock + 250, "wait");
        uint256 idx = uint256(keccak256(abi.encodePacked(secret, blockhash(revealBlock)))) % players.length; // want "SecretDraw.settleAfter\\(\\) derives a random value from block data"
        players[idx].transfer(address(this).balance);
    }

    // Nor is a window wider than the 256 blocks whose hashes are kept.
    function settleWide(bytes32 secret) external {
        require(keccak256(abi.encodePacked(secret)) == commitment, "secret");
        require(block.number <= revealBlock + 1000, "window");
        uint256 idx = uint256(keccak256(abi.encodePacked(secret, blockhash(revealBlock)))) % players.length; // want "SecretDraw.settleWide\\(\\) derives a random value from block data"
        players[idx].transfer(address(this).balance);
    }

    // The committed hash mixed with the timestamp: the block producer picks the timestamp.
    function settleMixed(bytes32 secret) external {
        require(block.number > revealBlock && block.number <= revealBlock + 256, "window");
        uint256 idx = uint256(keccak256(abi.encodePacked(blockhash(revealBlock), block.timestamp, secret))) % players.length; // want "SecretDraw.settleMixed\\(\\) derives a random value from block data"
        players[idx].transfer(address(this).balance);
    }
}
