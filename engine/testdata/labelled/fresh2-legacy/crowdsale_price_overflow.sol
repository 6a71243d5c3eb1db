pragma solidity ^0.4.18;

contract ERC20Basic {
    uint256 public totalSupply;
    function balanceOf(address who) public view returns (uint256);
    function transfer(address to, uint256 value) public returns (bool);
    event Transfer(address indexed from, address indexed to, uint256 value);
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

// An ICO whose buyers name the number of tokens and pay tokens * price: the product wraps for a large order,
// and a buyer gets a fortune in tokens for a few wei.
contract GreenCoinPresale is ERC20Basic, Ownable {
    string public constant name = "GreenCoin";
    string public constant symbol = "GRC";
    uint8 public constant decimals = 18;

    uint256 public tokenPrice = 1 finney;
    uint256 public tokensSold;
    uint256 public hardCap = 50000000;
    bool public saleOpen = true;

    mapping(address => uint256) balances;

    event TokensPurchased(address indexed buyer, uint256 amount, uint256 paid);
    event PriceChanged(uint256 newPrice);

    modifier whenOpen() {
        require(saleOpen);
        _;
    }

    function balanceOf(address _owner) public view returns (uint256) {
        return balances[_owner];
    }

    function transfer(address _to, uint256 _value) public returns (bool) {
        require(_to != address(0));
        require(_value <= balances[msg.sender]);
        balances[msg.sender] = balances[msg.sender] - _value;
        balances[_to] = balances[_to] + _value;
        Transfer(msg.sender, _to, _value);
        return true;
    }

    function buyTokens(uint256 _numTokens) public payable whenOpen {
        // <yes> <report> ARITHMETIC
        require(msg.value == _numTokens * tokenPrice);
        require(tokensSold + _numTokens <= hardCap);
        // <yes> <report> ARITHMETIC
        balances[msg.sender] += _numTokens;
        tokensSold += _numTokens;
        totalSupply += _numTokens;
        TokensPurchased(msg.sender, _numTokens, msg.value);
    }

    function setPrice(uint256 _price) public onlyOwner {
        tokenPrice = _price;
        PriceChanged(_price);
    }

    function closeSale() public onlyOwner {
        saleOpen = false;
    }

    function withdrawFunds() public onlyOwner {
        owner.transfer(this.balance);
    }
}
