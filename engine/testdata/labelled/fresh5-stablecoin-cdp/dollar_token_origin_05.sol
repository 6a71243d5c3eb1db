pragma solidity ^0.5.0;

/// Fiat-backed dollar token of 2018: the issuer's desk mints against bank deposits, and the operator wallet can
/// freeze accounts by court order.
contract DollarToken {
    string public name = "Trust Dollar";
    string public symbol = "TUSDX";
    uint8 public decimals = 18;
    uint256 public totalSupply;
    address public issuer;
    address public operator;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => bool) public frozen;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Issue(address indexed to, uint256 value);
    event Frozen(address indexed account, bool frozen);

    constructor(address _operator) public {
        issuer = msg.sender;
        operator = _operator;
    }

    modifier onlyIssuer() {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == issuer);
        _;
    }

    function issue(address to, uint256 value) public onlyIssuer {
        require(totalSupply + value >= totalSupply);
        totalSupply += value;
        balanceOf[to] += value;
        emit Issue(to, value);
        emit Transfer(address(0), to, value);
    }

    function setFrozen(address account, bool isFrozen) public {
        require(msg.sender == operator);
        frozen[account] = isFrozen;
        emit Frozen(account, isFrozen);
    }

    function transfer(address to, uint256 value) public returns (bool) {
        require(!frozen[msg.sender]);
        require(balanceOf[msg.sender] >= value);
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) public returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public returns (bool) {
        require(!frozen[from]);
        require(balanceOf[from] >= value && allowance[from][msg.sender] >= value);
        balanceOf[from] -= value;
        allowance[from][msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
        return true;
    }
}
