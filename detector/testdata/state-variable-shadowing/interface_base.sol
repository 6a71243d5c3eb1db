pragma solidity ^0.4.21;

// ConsenSys-style EIP20Interface: the base only declares totalSupply, no code of it uses the variable.
contract EIP20Interface {
    uint256 public totalSupply;
    function balanceOf(address _owner) public view returns (uint256 balance);
    event Transfer(address indexed _from, address indexed _to, uint256 _value);
}

contract EIP20 is EIP20Interface {
    mapping (address => uint256) public balances;
    uint256 public totalSupply; // want "EIP20.totalSupply shadows EIP20Interface.totalSupply \\(line 5\\): no code of the bases uses that copy"

    function EIP20(uint256 _initialAmount) public {
        balances[msg.sender] = _initialAmount;
        totalSupply = _initialAmount;
    }

    function balanceOf(address _owner) public view returns (uint256 balance) {
        return balances[_owner];
    }
}

// A base whose code reads its own copy: the derived value never reaches it.
contract Capped {
    uint256 public cap;
    function remaining(uint256 supply) public view returns (uint256) {
        return cap - supply;
    }
}

contract CappedSale is Capped {
    uint256 public cap = 1000 ether; // want "CappedSale.cap shadows Capped.cap \\(line 26\\): functions of Capped still use their own copy"
}

// A base modifier that reads its copy counts as a use.
contract Gate {
    bool internal open;
    modifier whenOpen() {
        require(open);
        _;
    }
}

contract Door is Gate {
    bool internal open = true; // want "Door.open shadows Gate.open \\(line 38\\): functions of Gate still use their own copy"
    uint256 public passes;
    function pass() public whenOpen {
        passes += 1;
    }
}
