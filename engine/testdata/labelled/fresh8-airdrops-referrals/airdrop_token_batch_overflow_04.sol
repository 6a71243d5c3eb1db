pragma solidity ^0.4.16;

/// Airdrop token in the BEC style: holders airdrop to many receivers at once with `batchTransfer`.
/// The total is a plain product, so a huge value times two receivers wraps to a small number that
/// passes the balance check.
contract AirdropToken {
    string public name = "AirDrop Coin";
    uint8 public decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    function AirdropToken(uint256 initial) public {
        totalSupply = initial;
        balanceOf[msg.sender] = initial;
    }

    function transfer(address _to, uint256 _value) public returns (bool) {
        require(balanceOf[msg.sender] >= _value);
        require(balanceOf[_to] + _value >= balanceOf[_to]);
        balanceOf[msg.sender] -= _value;
        balanceOf[_to] += _value;
        Transfer(msg.sender, _to, _value);
        return true;
    }

    function batchTransfer(address[] _receivers, uint256 _value) public returns (bool) {
        uint cnt = _receivers.length;
        // <yes> <report> ARITHMETIC
        uint256 amount = uint256(cnt) * _value;
        require(cnt > 0 && cnt <= 20);
        require(_value > 0 && balanceOf[msg.sender] >= amount);
        balanceOf[msg.sender] -= amount;
        for (uint i = 0; i < cnt; i++) {
            balanceOf[_receivers[i]] += _value;
            Transfer(msg.sender, _receivers[i], _value);
        }
        return true;
    }
}
