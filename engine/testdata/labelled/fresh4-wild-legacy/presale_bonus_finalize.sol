pragma solidity ^0.4.18;

/**
 * @title SafeMath
 * @dev Math operations with safety checks that throw on error
 */
library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) {
            return 0;
        }
        uint256 c = a * b;
        assert(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a / b;
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        assert(b <= a);
        return a - b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }
}

contract Ownable {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    function Ownable() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0));
        OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}

contract ERC20Basic {
    uint256 public totalSupply;
    function balanceOf(address who) public view returns (uint256);
    function transfer(address to, uint256 value) public returns (bool);
    event Transfer(address indexed from, address indexed to, uint256 value);
}

contract MintableToken is ERC20Basic, Ownable {
    using SafeMath for uint256;

    mapping(address => uint256) balances;
    bool public mintingFinished = false;

    function balanceOf(address _owner) public view returns (uint256) {
        return balances[_owner];
    }

    function transfer(address _to, uint256 _value) public returns (bool) {
        require(_to != address(0));
        require(_value <= balances[msg.sender]);
        balances[msg.sender] = balances[msg.sender].sub(_value);
        balances[_to] = balances[_to].add(_value);
        Transfer(msg.sender, _to, _value);
        return true;
    }

    function mint(address _to, uint256 _amount) public onlyOwner returns (bool) {
        require(!mintingFinished);
        totalSupply = totalSupply.add(_amount);
        balances[_to] = balances[_to].add(_amount);
        Transfer(address(0), _to, _amount);
        return true;
    }

    function finishMinting() public onlyOwner returns (bool) {
        mintingFinished = true;
        return true;
    }
}

/**
 * Presale of the HDX token: a 20% bonus in the first week, 10% in the second, then the base rate.
 * Unsold goal => investors may claim a refund after the end.
 */
contract HDXPresale is Ownable {
    using SafeMath for uint256;

    MintableToken public token;
    address public wallet;
    uint256 public startTime;
    uint256 public endTime;
    uint256 public rate = 1200;
    uint256 public goal = 1500 ether;
    uint256 public weiRaised;
    bool public isFinalized;

    mapping(address => uint256) public deposited;
    address[] public investors;

    event TokenPurchase(address indexed purchaser, uint256 value, uint256 amount);
    event Finalized();

    function HDXPresale(uint256 _startTime, uint256 _endTime, address _wallet) public {
        require(_startTime >= now && _endTime > _startTime);
        startTime = _startTime;
        endTime = _endTime;
        wallet = _wallet;
        token = new MintableToken();
    }

    function () external payable {
        buyTokens(msg.sender);
    }

    function getBonusRate() internal view returns (uint256) {
        // <yes> <report> TIME_MANIPULATION
        if (now < startTime + 1 weeks) {
            return rate.mul(120).div(100);
        }
        if (now < startTime + 2 weeks) {
            return rate.mul(110).div(100);
        }
        return rate;
    }

    function buyTokens(address beneficiary) public payable {
        require(beneficiary != address(0));
        require(now >= startTime && now <= endTime && msg.value != 0);
        uint256 tokens = msg.value.mul(getBonusRate());
        weiRaised = weiRaised.add(msg.value);
        if (deposited[beneficiary] == 0) {
            investors.push(beneficiary);
        }
        deposited[beneficiary] = deposited[beneficiary].add(msg.value);
        token.mint(beneficiary, tokens);
        TokenPurchase(msg.sender, msg.value, tokens);
    }

    function goalReached() public view returns (bool) {
        return weiRaised >= goal;
    }

    // the team may move the collecting wallet before the sale closes
    function setWallet(address _wallet) public {
        require(_wallet != address(0));
        // <yes> <report> ACCESS_CONTROL
        wallet = _wallet;
    }

    // anyone may close the sale once it has ended
    function finalize() public {
        require(!isFinalized);
        require(now > endTime || goalReached());
        if (goalReached()) {
            wallet.transfer(this.balance);
        }
        token.finishMinting();
        isFinalized = true;
        Finalized();
    }

    function claimRefund() public {
        require(isFinalized && !goalReached());
        uint256 amount = deposited[msg.sender];
        deposited[msg.sender] = 0;
        // <yes> <report> UNCHECKED_LL_CALLS
        msg.sender.send(amount);
    }
}
