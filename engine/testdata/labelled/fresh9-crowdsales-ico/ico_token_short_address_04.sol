pragma solidity ^0.4.11;

library SafeMath {
    function sub(uint256 a, uint256 b) internal constant returns (uint256) {
        assert(b <= a);
        return a - b;
    }

    function add(uint256 a, uint256 b) internal constant returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }

    function mul(uint256 a, uint256 b) internal constant returns (uint256) {
        uint256 c = a * b;
        assert(a == 0 || c / a == b);
        return c;
    }
}

/// Token of a 2017 ICO with its sale built in: ether sent during the sale mints tokens at a fixed
/// rate. transfer() takes the (address, uint256) pair without checking the payload length, so an
/// exchange that forwards a short (truncated) recipient address to it shifts the amount left by the
/// missing bytes and sends 256 times the intended value.
contract IcoToken {
    using SafeMath for uint256;

    string public name = "Ico Token";
    string public symbol = "ICOT";
    uint8 public decimals = 18;
    uint256 public totalSupply;
    address public owner;
    uint256 public rate = 1000;
    uint256 public saleEnd;

    mapping(address => uint256) balances;

    event Transfer(address indexed from, address indexed to, uint256 value);

    function IcoToken(uint256 _saleEnd) {
        owner = msg.sender;
        saleEnd = _saleEnd;
    }

    function () payable {
        require(now < saleEnd);
        uint256 tokens = msg.value.mul(rate);
        balances[msg.sender] = balances[msg.sender].add(tokens);
        totalSupply = totalSupply.add(tokens);
        Transfer(0x0, msg.sender, tokens);
    }

    // <yes> <report> SHORT_ADDRESSES
    function transfer(address _to, uint256 _value) returns (bool) {
        require(_to != address(0));
        balances[msg.sender] = balances[msg.sender].sub(_value);
        balances[_to] = balances[_to].add(_value);
        Transfer(msg.sender, _to, _value);
        return true;
    }

    function balanceOf(address _owner) constant returns (uint256 balance) {
        return balances[_owner];
    }

    function withdraw() {
        require(msg.sender == owner);
        owner.transfer(this.balance);
    }
}
