pragma solidity ^0.8.20;

contract Token {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => uint256) public deposits;
    uint256 public totalSupply;
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    // Vulnerable: anyone mints for anyone.
    function mint(address to, uint256 amount) external { // want "Token.mint\\(\\) lets any caller mint amount for to in balanceOf out of nothing"
        balanceOf[to] += amount;
        totalSupply += amount;
    }

    // Vulnerable: anyone burns anyone's tokens.
    function burnFrom(address from, uint256 amount) external { // want "Token.burnFrom\\(\\) lets any caller burn amount of from's balanceOf"
        balanceOf[from] -= amount;
        totalSupply -= amount;
    }

    // Safe: the owner mints.
    function ownerMint(address to, uint256 amount) external onlyOwner {
        balanceOf[to] += amount;
        totalSupply += amount;
    }

    // Safe: the caller burns its own tokens.
    function burn(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
    }

    // Safe: a transfer moves what the sender gives up.
    function transfer(address to, uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
    }

    // Safe: within the allowance the account granted.
    function burnWithAllowance(address from, uint256 amount) external {
        allowance[from][msg.sender] -= amount;
        balanceOf[from] -= amount;
        totalSupply -= amount;
    }

    // Safe: paid for with ether.
    function buyFor(address to) external payable {
        balanceOf[to] += msg.value;
        totalSupply += msg.value;
    }

    // Safe: not a ledger with a total.
    function note(address who, uint256 amount) external {
        deposits[who] += amount;
    }
}

// A mint that does not even update the total.
contract Coin {
    mapping(address => uint256) public balances;
    uint256 public totalSupply;

    constructor(uint256 supply) public {
        totalSupply = supply;
        balances[msg.sender] = totalSupply;
    }

    function gift(address to, uint256 amount) external { // want "Coin.gift\\(\\) lets any caller mint amount for to in balances out of nothing"
        balances[to] += amount;
    }
}
