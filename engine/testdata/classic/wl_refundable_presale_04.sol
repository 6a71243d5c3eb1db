pragma solidity ^0.4.24;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) {
            return 0;
        }
        uint256 c = a * b;
        require(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0);
        return a / b;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a);
        return a - b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a);
        return c;
    }
}

contract Ownable {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0));
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}

contract MintableToken is Ownable {
    using SafeMath for uint256;

    uint256 public totalSupply;
    bool public mintingFinished;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    function transfer(address _to, uint256 _value) public returns (bool) {
        require(_to != address(0));
        balanceOf[msg.sender] = balanceOf[msg.sender].sub(_value);
        balanceOf[_to] = balanceOf[_to].add(_value);
        emit Transfer(msg.sender, _to, _value);
        return true;
    }

    function mint(address _to, uint256 _amount) public onlyOwner returns (bool) {
        require(!mintingFinished);
        totalSupply = totalSupply.add(_amount);
        balanceOf[_to] = balanceOf[_to].add(_amount);
        emit Transfer(address(0), _to, _amount);
        return true;
    }

    function finishMinting() public onlyOwner {
        mintingFinished = true;
    }
}

// A 2018 refundable presale in the OpenZeppelin style: the bonus tiers are fixed by block number, the wallet and
// the finalisation are the owner's, and refunds are pulled by each investor with the deposit cleared first.
contract RefundablePresale is Ownable {
    using SafeMath for uint256;

    MintableToken public token;
    address public wallet;
    uint256 public openingBlock;
    uint256 public closingBlock;
    uint256 public rate;
    uint256 public goal;
    uint256 public weiRaised;
    bool public isFinalized;

    mapping(address => uint256) public deposited;

    event TokenPurchase(address indexed beneficiary, uint256 value, uint256 amount);
    event Refunded(address indexed beneficiary, uint256 value);
    event Finalized();

    constructor(uint256 _openingBlock, uint256 _closingBlock, uint256 _rate, uint256 _goal, address _wallet) public {
        require(_openingBlock >= block.number && _closingBlock > _openingBlock);
        require(_rate > 0 && _goal > 0 && _wallet != address(0));
        openingBlock = _openingBlock;
        closingBlock = _closingBlock;
        rate = _rate;
        goal = _goal;
        wallet = _wallet;
        token = new MintableToken();
    }

    function () external payable {
        buyTokens(msg.sender);
    }

    function currentRate() public view returns (uint256) {
        if (block.number < openingBlock.add(40000)) {
            return rate.mul(120).div(100);
        }
        return rate;
    }

    function buyTokens(address _beneficiary) public payable {
        require(_beneficiary != address(0) && msg.value != 0);
        require(block.number >= openingBlock && block.number <= closingBlock);
        uint256 tokens = msg.value.mul(currentRate());
        weiRaised = weiRaised.add(msg.value);
        deposited[_beneficiary] = deposited[_beneficiary].add(msg.value);
        require(token.mint(_beneficiary, tokens));
        emit TokenPurchase(_beneficiary, msg.value, tokens);
    }

    function goalReached() public view returns (bool) {
        return weiRaised >= goal;
    }

    function setWallet(address _wallet) public onlyOwner {
        require(_wallet != address(0));
        wallet = _wallet;
    }

    function finalize() public onlyOwner {
        require(!isFinalized);
        require(block.number > closingBlock);
        isFinalized = true;
        token.finishMinting();
        if (goalReached()) {
            wallet.transfer(address(this).balance);
        }
        emit Finalized();
    }

    function claimRefund() public {
        require(isFinalized && !goalReached());
        uint256 amount = deposited[msg.sender];
        require(amount > 0);
        deposited[msg.sender] = 0;
        msg.sender.transfer(amount);
        emit Refunded(msg.sender, amount);
    }
}
