pragma solidity ^0.4.24;

// A token whose owner forgot to restrict minting and burning, beside transfers and burns that are sound, and
// a dice game whose random-number helper draws from block data.
contract LeakyToken {
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;
    address public owner;

    constructor(uint256 supply) public {
        owner = msg.sender;
        totalSupply = supply * 10 ** 18; // the deployer's own choice
        balanceOf[msg.sender] = totalSupply;
    }

    function mint(address to, uint256 amount) public { // want "unprotected-balance-change: .*lets any caller mint amount for to in balanceOf out of nothing"
        balanceOf[to] += amount;
        totalSupply += amount; // want "integer-overflow: .*totalSupply \\+= amount can overflow"
    }

    function burnFrom(address from, uint256 amount) public { // want "unprotected-balance-change: .*lets any caller burn amount of from's balanceOf"
        require(balanceOf[from] >= amount);
        balanceOf[from] -= amount;
        totalSupply -= amount;
    }

    function transfer(address to, uint256 amount) public returns (bool) {
        require(balanceOf[msg.sender] >= amount);
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount; // what the sender gives up: cannot wrap
        return true;
    }

    function circulating() public view returns (uint256) {
        return totalSupply - balanceOf[address(0)]; // the total is at least any balance
    }
}

contract Dice {
    uint256 constant FACTOR = 1157920892373161954235709850086879078532699846656405640394575840079131296399;
    address[] public players;

    function rand(uint256 max) private view returns (uint256) {
        uint256 factor = FACTOR * 100 / max; // want "weak-randomness: .*Dice.rand\\(\\) returns a random number drawn from block data"
        uint256 lastBlockNumber = block.number - 1;
        uint256 hashVal = uint256(blockhash(lastBlockNumber));
        return uint256((uint256(hashVal) / factor)) % max;
    }

    function join() public payable {
        require(msg.value == 1 ether);
        players.push(msg.sender);
        uint256 index = players.length - 1; // the new player's index // want "weak-randomness: .*Dice.join\\(\\) .*decides the outcome of a condition"
        if (rand(players.length) == index) {
            msg.sender.transfer(address(this).balance);
        }
    }
}
