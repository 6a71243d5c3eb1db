pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }
}

// Token whose approve refuses to move a non-zero allowance to another non-zero value (the USDT/MiniMe rule),
// with increase/decrease helpers for changing an allowance without the race.
contract LoyaltyToken {
    using SafeMath for uint256;

    string public constant name = "Loyalty";
    string public constant symbol = "LOYAL";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    address public owner;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply) public {
        owner = msg.sender;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        require(value == 0 || allowance[msg.sender][spender] == 0, "reset allowance to zero first");
        _approve(msg.sender, spender, value);
        return true;
    }

    function increaseAllowance(address spender, uint256 added) external returns (bool) {
        _approve(msg.sender, spender, allowance[msg.sender][spender].add(added));
        return true;
    }

    function decreaseAllowance(address spender, uint256 subtracted) external returns (bool) {
        _approve(msg.sender, spender, allowance[msg.sender][spender].sub(subtracted));
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _approve(from, msg.sender, allowance[from][msg.sender].sub(value));
        _transfer(from, to, value);
        return true;
    }

    function burn(uint256 value) external {
        balanceOf[msg.sender] = balanceOf[msg.sender].sub(value);
        totalSupply = totalSupply.sub(value);
        emit Transfer(msg.sender, address(0), value);
    }

    function _approve(address holder, address spender, uint256 value) internal {
        require(spender != address(0), "zero spender");
        allowance[holder][spender] = value;
        emit Approval(holder, spender, value);
    }

    function _transfer(address from, address to, uint256 value) internal {
        require(to != address(0), "zero address");
        balanceOf[from] = balanceOf[from].sub(value);
        balanceOf[to] = balanceOf[to].add(value);
        emit Transfer(from, to, value);
    }
}
