pragma solidity ^0.8.0;

contract Game {
    address[] public players;
    address[] public admins;
    address[] public capped;
    address[] public paying;
    uint256 public entries;
    mapping(uint256 => address) public byIndex;
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function join() external {
        players.push(msg.sender);
        byIndex[entries] = msg.sender;
        entries++;
    }

    function addAdmin(address a) external onlyOwner {
        admins.push(a);
    }

    function joinCapped() external {
        require(capped.length < 100, "full");
        capped.push(msg.sender);
    }

    function joinPaying() external payable {
        require(msg.value >= 1 ether);
        paying.push(msg.sender);
    }

    function reset() external onlyOwner {
        for (uint256 i = 0; i < players.length; i++) { // want "Game.reset\\(\\) loops up to players.length, which any caller can grow through Game.join\\(\\)"
            delete byIndex[i];
        }
        delete players;
    }

    function countAll() external onlyOwner returns (uint256 n) {
        uint256 i = 0;
        while (i < entries) { // want "loops up to entries"
            if (byIndex[i] != address(0)) {
                n++;
            }
            i++;
        }
    }

    function refundPaying() external onlyOwner {
        for (uint256 i = 0; i < paying.length; i++) { // want "loops up to paying.length"
            payable(paying[i]).transfer(1 wei);
        }
    }

    // Safe: only the owner grows admins.
    function pingAdmins() external returns (uint256 n) {
        for (uint256 i = 0; i < admins.length; i++) {
            n += uint160(admins[i]);
        }
    }

    // Safe: the length is capped where it grows.
    function sumCapped() external returns (uint256 n) {
        for (uint256 i = 0; i < capped.length; i++) {
            n += uint160(capped[i]);
        }
    }

    // Safe: a constant bound.
    function fixedLoop() external pure returns (uint256 n) {
        for (uint256 i = 0; i < 10; i++) {
            n += i;
        }
    }
}
