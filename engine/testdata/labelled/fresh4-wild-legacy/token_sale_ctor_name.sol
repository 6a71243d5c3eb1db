pragma solidity ^0.4.18;

contract ERC20 {
    function transfer(address to, uint256 value) public returns (bool);
    function balanceOf(address who) public view returns (uint256);
}

// Fixed-price sale of an already minted token: the sale holds the tokens and sells them at `price` tokens per
// ether unit; the owner can reprice and collect the ether.
contract BlueTokenSale {
    address public owner;
    ERC20 public token;
    uint256 public price;          // wei per whole token
    uint256 public sold;
    bool public open;

    event Bought(address indexed buyer, uint256 amount, uint256 paid);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    // <yes> <report> ACCESS_CONTROL
    function BlueTokensale(address _token, uint256 _price) public {
        owner = msg.sender;
        token = ERC20(_token);
        price = _price;
        open = true;
    }

    function buy(uint256 amount) public payable {
        require(open);
        // <yes> <report> ARITHMETIC
        require(msg.value == amount * price);
        sold += amount;
        require(token.transfer(msg.sender, amount * 1 ether));
        Bought(msg.sender, amount, msg.value);
    }

    function setPrice(uint256 _price) public onlyOwner {
        price = _price;
    }

    function close() public onlyOwner {
        open = false;
        token.transfer(owner, token.balanceOf(this));
    }

    function collect() public onlyOwner {
        owner.transfer(this.balance);
    }
}
