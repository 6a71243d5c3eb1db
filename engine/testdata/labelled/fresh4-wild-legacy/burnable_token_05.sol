pragma solidity ^0.5.4;

// A 2019 burnable token: the project trimmed its SafeMath to the functions it thought it needed.
library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }
}

contract BurnableToken {
    using SafeMath for uint256;

    string public constant name = "Cinder";
    string public constant symbol = "CND";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;

    mapping (address => uint256) public balanceOf;
    mapping (address => mapping (address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Burn(address indexed from, uint256 value);

    constructor(uint256 supply) public {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
    }

    function transfer(address to, uint256 value) public returns (bool) {
        require(balanceOf[msg.sender] >= value, "balance");
        balanceOf[msg.sender] -= value;
        balanceOf[to] = balanceOf[to].add(value);
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) public returns (bool) {
        require(value == 0 || allowance[msg.sender][spender] == 0, "reset first");
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public returns (bool) {
        require(balanceOf[from] >= value && allowance[from][msg.sender] >= value, "allowance");
        balanceOf[from] -= value;
        allowance[from][msg.sender] -= value;
        balanceOf[to] = balanceOf[to].add(value);
        emit Transfer(from, to, value);
        return true;
    }

    function burnFrom(address from, uint256 value) public returns (bool) {
        require(balanceOf[from] >= value, "balance");
        // <yes> <report> ARITHMETIC
        allowance[from][msg.sender] -= value;
        balanceOf[from] -= value;
        totalSupply -= value;
        emit Burn(from, value);
        return true;
    }
}
