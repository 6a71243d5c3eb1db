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

/// 2017-style ICO: the sale contract holds the tokens and hands them out on purchase. The token's transfer
/// returns false instead of throwing when the sale runs dry, and the sale keeps the ETH anyway.
contract TokenSale is Ownable {
    ERC20Basic public token;
    uint256 public rate;
    uint256 public weiRaised;
    uint256 public startTime;
    uint256 public endTime;
    address public wallet;

    event TokenPurchase(address indexed purchaser, uint256 value, uint256 amount);

    function TokenSale(address _token, uint256 _rate, uint256 _startTime, uint256 _endTime, address _wallet) public {
        token = ERC20Basic(_token);
        rate = _rate;
        startTime = _startTime;
        endTime = _endTime;
        wallet = _wallet;
    }

    function () external payable {
        buyTokens();
    }

    function buyTokens() public payable {
        require(now >= startTime && now <= endTime);
        require(msg.value != 0);
        uint256 tokens = msg.value * rate;
        weiRaised = weiRaised + msg.value;
        // <yes> <report> UNCHECKED_LL_CALLS
        token.transfer(msg.sender, tokens);
        TokenPurchase(msg.sender, msg.value, tokens);
        wallet.transfer(msg.value);
    }

    function reclaimTokens() public onlyOwner {
        require(now > endTime);
        // <yes> <report> UNCHECKED_LL_CALLS
        token.transfer(owner, token.balanceOf(this));
    }
}
