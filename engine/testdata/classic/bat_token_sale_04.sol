pragma solidity ^0.4.11;

contract SafeMath {
    function safeMul(uint a, uint b) internal returns (uint) {
        uint c = a * b;
        assert(a == 0 || c / a == b);
        return c;
    }
    function safeSub(uint a, uint b) internal returns (uint) {
        assert(b <= a);
        return a - b;
    }
    function safeAdd(uint a, uint b) internal returns (uint) {
        uint c = a + b;
        assert(c >= a && c >= b);
        return c;
    }
}

contract Token {
    function balanceOf(address _owner) constant returns (uint256 balance);
    function transfer(address _to, uint256 _value) returns (bool success);
    event Transfer(address indexed _from, address indexed _to, uint256 _value);
}

/// A 2017 token sale in the style of BAT's: fixed exchange rate, funding window in blocks, cap, minimum, refunds;
/// functions without visibility (public by default), throw, constant.
contract SaleToken is Token, SafeMath {
    string public constant name = "Sale Token";
    uint256 public constant decimals = 18;
    address public ethFundDeposit;
    bool public isFinalized;
    uint256 public fundingStartBlock;
    uint256 public fundingEndBlock;
    uint256 public constant tokenExchangeRate = 6400;
    uint256 public constant tokenCreationCap = 1500 * (10**6) * 10**decimals;
    uint256 public constant tokenCreationMin = 675 * (10**6) * 10**decimals;
    uint256 public totalSupply;
    mapping (address => uint256) balances;

    event LogRefund(address indexed _to, uint256 _value);
    event CreateToken(address indexed _to, uint256 _value);

    function SaleToken(address _ethFundDeposit, uint256 _fundingStartBlock, uint256 _fundingEndBlock) {
        isFinalized = false;
        ethFundDeposit = _ethFundDeposit;
        fundingStartBlock = _fundingStartBlock;
        fundingEndBlock = _fundingEndBlock;
        totalSupply = 0;
    }

    function balanceOf(address _owner) constant returns (uint256 balance) {
        return balances[_owner];
    }

    function transfer(address _to, uint256 _value) returns (bool success) {
        if (balances[msg.sender] >= _value && _value > 0) {
            balances[msg.sender] -= _value;
            balances[_to] += _value;
            Transfer(msg.sender, _to, _value);
            return true;
        } else {
            return false;
        }
    }

    function createTokens() payable external {
        if (isFinalized) throw;
        if (block.number < fundingStartBlock) throw;
        if (block.number > fundingEndBlock) throw;
        if (msg.value == 0) throw;

        uint256 tokens = safeMul(msg.value, tokenExchangeRate);
        uint256 checkedSupply = safeAdd(totalSupply, tokens);

        if (tokenCreationCap < checkedSupply) throw;

        totalSupply = checkedSupply;
        balances[msg.sender] += tokens;
        CreateToken(msg.sender, tokens);
    }

    function finalize() external {
        if (isFinalized) throw;
        if (msg.sender != ethFundDeposit) throw;
        if (totalSupply < tokenCreationMin) throw;
        if (block.number <= fundingEndBlock && totalSupply != tokenCreationCap) throw;
        isFinalized = true;
        if (!ethFundDeposit.send(this.balance)) throw;
    }

    function refund() external {
        if (isFinalized) throw;
        if (block.number <= fundingEndBlock) throw;
        if (totalSupply >= tokenCreationMin) throw;
        uint256 tokenVal = balances[msg.sender];
        if (tokenVal == 0) throw;
        balances[msg.sender] = 0;
        totalSupply = safeSub(totalSupply, tokenVal);
        uint256 ethVal = tokenVal / tokenExchangeRate;
        LogRefund(msg.sender, ethVal);
        if (!msg.sender.send(ethVal)) throw;
    }
}

// Safe, widely copied code (or written in its style): held to no finding above low.
