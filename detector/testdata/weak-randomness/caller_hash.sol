pragma solidity ^0.8.19;

contract NonceLottery {
    uint256 public nonce;
    address[] public players;
    mapping(bytes32 => address) public tickets;
    mapping(address => uint256) public credits;

    function enter() external payable {
        require(msg.value == 0.1 ether);
        players.push(msg.sender);
    }

    // Vulnerable: the caller knows its address and the nonce, so it computes the roll before calling.
    function roll() external payable {
        require(msg.value == 1 ether);
        uint256 r = uint256(keccak256(abi.encodePacked(msg.sender, nonce))) % 100; // want "NonceLottery.roll\\(\\) draws a random value from a hash of the caller's address"
        nonce++;
        if (r < 10) {
            payable(msg.sender).transfer(5 ether);
        }
    }

    // Vulnerable: a winner picked with the same predictable draw.
    function pick() external {
        address winner = players[uint256(keccak256(abi.encodePacked(msg.sender, nonce, players.length))) % players.length]; // want "NonceLottery.pick\\(\\) draws a random value"
        nonce++;
        payable(winner).transfer(address(this).balance);
    }

    // Safe: the hash is an identifier, a key under which a ticket is kept.
    function ticket() external returns (bytes32 id) {
        id = keccak256(abi.encodePacked(msg.sender, nonce));
        nonce++;
        tickets[id] = msg.sender;
    }

    // Safe: a bucket for sharding by address decides nothing that pays.
    function bucket() external view returns (uint256) {
        return uint256(keccak256(abi.encodePacked(msg.sender))) % 16;
    }

    // Safe: a commitment checked against the caller's revealed secret (a parameter) is an integrity check.
    function reveal(bytes32 secret) external {
        require(uint256(keccak256(abi.encodePacked(msg.sender, secret))) % 2 == 0 || credits[msg.sender] > 0);
        credits[msg.sender] += 1;
    }
}

contract Sharded {
    uint256 public nonce;
    address[][16] public shards;
    uint256[] public slots;

    // Safe: the hash picks the shard an address is filed in, a slot written rather than a prize.
    function join() external {
        shards[uint256(keccak256(abi.encodePacked(msg.sender))) % 16].push(msg.sender);
        slots[uint256(keccak256(abi.encodePacked(msg.sender, nonce))) % slots.length] = block.number;
    }

    // Vulnerable: the draw kept in a boolean decides the payout.
    function flip() external payable {
        bool won = uint256(keccak256(abi.encodePacked(msg.sender, nonce))) % 2 == 0; // want "draws a random value from a hash of the caller's address"
        nonce++;
        if (won) {
            payable(msg.sender).transfer(2 * msg.value);
        }
    }
}
