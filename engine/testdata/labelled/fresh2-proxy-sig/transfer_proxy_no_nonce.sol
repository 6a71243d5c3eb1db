pragma solidity ^0.4.24;

contract SMTToken {
    string public name = "SmartMesh Token";
    string public symbol = "SMT";
    uint8 public decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 _supply) public {
        balanceOf[msg.sender] = _supply;
        totalSupply = _supply;
    }

    function transfer(address _to, uint256 _value) public returns (bool) {
        require(balanceOf[msg.sender] >= _value);
        require(balanceOf[_to] + _value >= balanceOf[_to]);
        balanceOf[msg.sender] -= _value;
        balanceOf[_to] += _value;
        emit Transfer(msg.sender, _to, _value);
        return true;
    }

    function transferProxy(address _from, address _to, uint256 _value, uint256 _feeSmt,
        uint8 _v, bytes32 _r, bytes32 _s) public returns (bool) {
        require(balanceOf[_from] >= _feeSmt + _value);
        require(_feeSmt + _value >= _value);
        bytes32 h = keccak256(abi.encodePacked(address(this), _from, _to, _value, _feeSmt));
        // <yes> <report> ACCESS_CONTROL
        if (_from != ecrecover(h, _v, _r, _s)) revert();
        balanceOf[_to] += _value;
        emit Transfer(_from, _to, _value);
        balanceOf[msg.sender] += _feeSmt;
        emit Transfer(_from, msg.sender, _feeSmt);
        balanceOf[_from] -= _value + _feeSmt;
        return true;
    }
}
