pragma solidity ^0.4.19;

contract Token {
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;
    address public minter;

    function Token() public {
        minter = msg.sender;
    }

    function mint(address to, uint256 amount) public {
        require(msg.sender == minter);
        balanceOf[to] += amount;
        totalSupply += amount;
    }
}

/// 2017 ICO with week-based bonus tiers (+30% / +20% / +10%). The token amount is computed without
/// SafeMath and the owner can raise the rate later "for the public round": a large contribution
/// times rate times the bonus factor wraps around, and the hard cap check on tokensSold is compared
/// against the wrapped, small number.
contract TieredIco {
    Token public token;
    address public owner;
    address public beneficiary;
    uint256 public rate;
    uint256 public start;
    uint256 public tokensSold;
    uint256 public constant TOKEN_CAP = 500000000 * 10**18;

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function TieredIco(address _beneficiary, uint256 _rate, uint256 _start) public {
        owner = msg.sender;
        beneficiary = _beneficiary;
        rate = _rate;
        start = _start;
        token = new Token();
    }

    function setRate(uint256 _rate) public onlyOwner {
        rate = _rate;
    }

    function bonusPercent() public view returns (uint256) {
        if (now < start + 1 weeks) return 130;
        if (now < start + 2 weeks) return 120;
        if (now < start + 3 weeks) return 110;
        return 100;
    }

    function () public payable {
        require(now >= start && now < start + 4 weeks);
        require(msg.value > 0);
        // <yes> <report> ARITHMETIC
        uint256 tokens = msg.value * rate * bonusPercent() / 100;
        require(tokensSold + tokens <= TOKEN_CAP);
        tokensSold += tokens;
        token.mint(msg.sender, tokens);
        beneficiary.transfer(msg.value);
    }
}
