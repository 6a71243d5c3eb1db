pragma solidity ^0.4.24;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256 c) {
        if (a == 0) {
            return 0;
        }
        c = a * b;
        assert(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        return a / b;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        assert(b <= a);
        return a - b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256 c) {
        c = a + b;
        assert(c >= a);
        return c;
    }
}

// A 2018 token with SafeMath everywhere: nothing wraps.
contract SafeToken {
    using SafeMath for uint256;

    mapping(address => uint256) balances;
    mapping(address => mapping(address => uint256)) allowed;
    uint256 public totalSupply;
    address public owner;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 supply) public {
        owner = msg.sender;
        totalSupply = supply;
        balances[msg.sender] = supply;
    }

    function transfer(address _to, uint256 _value) public returns (bool) {
        require(_to != address(0));
        balances[msg.sender] = balances[msg.sender].sub(_value);
        balances[_to] = balances[_to].add(_value);
        emit Transfer(msg.sender, _to, _value);
        return true;
    }

    function batchTransfer(address[] _receivers, uint256 _value) public returns (bool) {
        uint256 amount = _value.mul(_receivers.length);
        require(_receivers.length > 0 && _receivers.length <= 20);
        balances[msg.sender] = balances[msg.sender].sub(amount);
        for (uint256 i = 0; i < _receivers.length; i++) {
            balances[_receivers[i]] = balances[_receivers[i]].add(_value);
            emit Transfer(msg.sender, _receivers[i], _value);
        }
        return true;
    }

    function transferFrom(address _from, address _to, uint256 _value) public returns (bool) {
        require(_value <= allowed[_from][msg.sender]);
        balances[_from] = balances[_from].sub(_value);
        balances[_to] = balances[_to].add(_value);
        allowed[_from][msg.sender] = allowed[_from][msg.sender].sub(_value);
        emit Transfer(_from, _to, _value);
        return true;
    }

    function approve(address _spender, uint256 _value) public returns (bool) {
        allowed[msg.sender][_spender] = _value;
        return true;
    }

    function mint(address _to, uint256 _amount) public returns (bool) {
        require(msg.sender == owner);
        totalSupply = totalSupply.add(_amount);
        balances[_to] = balances[_to].add(_amount);
        return true;
    }
}

// A crowdsale open between two times, with explicit checks instead of SafeMath.
contract CheckedCrowdsale {
    uint256 public openingTime;
    uint256 public closingTime;
    uint256 public rate;
    uint256 public weiRaised;
    address public wallet;
    mapping(address => uint256) public purchased;

    constructor(uint256 _openingTime, uint256 _closingTime, uint256 _rate, address _wallet) public {
        require(_openingTime >= block.timestamp);
        require(_closingTime > _openingTime);
        require(_rate > 0 && _rate < 1000000);
        openingTime = _openingTime;
        closingTime = _closingTime;
        rate = _rate;
        wallet = _wallet;
    }

    function buyTokens() public payable {
        require(block.timestamp >= openingTime && block.timestamp <= closingTime);
        require(msg.value > 0);
        uint256 tokens = msg.value * rate;
        require(tokens / rate == msg.value);
        uint256 raised = weiRaised + msg.value;
        require(raised >= weiRaised);
        weiRaised = raised;
        uint256 bought = purchased[msg.sender] + tokens;
        require(bought >= tokens);
        purchased[msg.sender] = bought;
        wallet.transfer(msg.value);
    }
}

// A time lock whose extension is checked for wrap-around.
contract SafeTimeLock {
    using SafeMath for uint256;

    mapping(address => uint256) public balances;
    mapping(address => uint256) public lockTime;

    function deposit() public payable {
        balances[msg.sender] = balances[msg.sender].add(msg.value);
        lockTime[msg.sender] = now.add(1 weeks);
    }

    function increaseLockTime(uint256 _secondsToIncrease) public {
        lockTime[msg.sender] = lockTime[msg.sender].add(_secondsToIncrease);
    }

    function withdraw() public {
        require(balances[msg.sender] > 0);
        require(now > lockTime[msg.sender]);
        uint256 transferValue = balances[msg.sender];
        balances[msg.sender] = 0;
        msg.sender.transfer(transferValue);
    }
}

// An owner's mint without SafeMath: only the owner can make it wrap, a mistake rather than an attack (low).
contract OwnerMinted {
    address public owner;
    mapping(address => uint256) public balances;
    uint256 public totalSupply;

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function mint(address to, uint256 amount) public onlyOwner {
        totalSupply += amount;
        balances[to] += amount;
    }
}

// The unchecked originals of the same three.
contract RawToken {
    mapping(address => uint256) balances;
    mapping(address => uint256) public lockTime;

    function batchTransfer(address[] _receivers, uint256 _value) public returns (bool) {
        uint256 amount = _receivers.length * _value; // want "integer-overflow: .*can overflow"
        require(_receivers.length > 0 && _receivers.length <= 20);
        require(_value > 0 && balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        for (uint256 i = 0; i < _receivers.length; i++) {
            balances[_receivers[i]] += _value; // want "integer-overflow: .*can overflow"
        }
        return true;
    }

    function increaseLockTime(uint256 _secondsToIncrease) public {
        lockTime[msg.sender] += _secondsToIncrease; // want "integer-overflow: .*can overflow"
    }
}
