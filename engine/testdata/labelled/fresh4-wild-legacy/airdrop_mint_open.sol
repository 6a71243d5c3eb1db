pragma solidity ^0.4.21;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256 c) {
        c = a + b;
        require(c >= a);
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256 c) {
        require(b <= a);
        c = a - b;
    }
}

contract Ownable {
    address public owner;

    function Ownable() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }
}

// Community token with an airdrop reserve: the team mints to early supporters in batches.
contract CommunityToken is Ownable {
    using SafeMath for uint256;

    string public name = "Community Token";
    string public symbol = "CMT";
    uint8 public decimals = 18;
    uint256 public totalSupply;
    uint256 public constant MAX_SUPPLY = 100000000 ether;

    mapping (address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    function transfer(address _to, uint256 _value) public returns (bool) {
        balanceOf[msg.sender] = balanceOf[msg.sender].sub(_value);
        balanceOf[_to] = balanceOf[_to].add(_value);
        emit Transfer(msg.sender, _to, _value);
        return true;
    }

    function mint(address _to, uint256 _amount) public onlyOwner {
        _mint(_to, _amount);
    }

    function airdrop(address[] _recipients, uint256 _amount) public {
        for (uint256 i = 0; i < _recipients.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            _mint(_recipients[i], _amount);
        }
    }

    function _mint(address _to, uint256 _amount) internal {
        require(totalSupply.add(_amount) <= MAX_SUPPLY);
        totalSupply = totalSupply.add(_amount);
        balanceOf[_to] = balanceOf[_to].add(_amount);
        emit Transfer(address(0), _to, _amount);
    }
}
