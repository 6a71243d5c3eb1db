pragma solidity ^0.5.16;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) {
            return 0;
        }
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }
}

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

contract Ownable {
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }
}

/// OpenZeppelin 2.x-style capped, timed crowdsale with post-delivery: purchases are recorded and the tokens are
/// withdrawn by each buyer after the close; funds go to the wallet only through the owner's pull.
contract PostDeliveryCrowdsale is Ownable {
    using SafeMath for uint256;

    IERC20 public token;
    address payable public wallet;
    uint256 public rate;
    uint256 public cap;
    uint256 public openingTime;
    uint256 public closingTime;
    uint256 public weiRaised;
    uint256 public tokensOwed;
    mapping(address => uint256) public balances;

    event TokensPurchased(address indexed beneficiary, uint256 value, uint256 amount);

    constructor(IERC20 _token, address payable _wallet, uint256 _rate, uint256 _cap, uint256 _open, uint256 _close)
        public
    {
        require(_wallet != address(0), "Crowdsale: wallet is the zero address");
        require(_rate > 0 && _cap > 0 && _open < _close, "Crowdsale: bad config");
        token = _token;
        wallet = _wallet;
        rate = _rate;
        cap = _cap;
        openingTime = _open;
        closingTime = _close;
    }

    function () external payable {
        buyTokens(msg.sender);
    }

    function buyTokens(address beneficiary) public payable {
        require(beneficiary != address(0), "Crowdsale: beneficiary is the zero address");
        require(now >= openingTime && now <= closingTime, "Crowdsale: not open");
        require(msg.value != 0, "Crowdsale: weiAmount is 0");
        require(weiRaised.add(msg.value) <= cap, "Crowdsale: cap exceeded");
        uint256 tokens = msg.value.mul(rate);
        weiRaised = weiRaised.add(msg.value);
        tokensOwed = tokensOwed.add(tokens);
        require(tokensOwed <= token.balanceOf(address(this)), "Crowdsale: not enough tokens");
        balances[beneficiary] = balances[beneficiary].add(tokens);
        emit TokensPurchased(beneficiary, msg.value, tokens);
    }

    function withdrawTokens() public {
        require(now > closingTime, "Crowdsale: not closed");
        uint256 amount = balances[msg.sender];
        require(amount > 0, "Crowdsale: no tokens due");
        balances[msg.sender] = 0;
        tokensOwed = tokensOwed.sub(amount);
        require(token.transfer(msg.sender, amount), "Crowdsale: transfer failed");
    }

    function forwardFunds() public onlyOwner {
        wallet.transfer(address(this).balance);
    }
}
