pragma solidity ^0.4.18;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) {
            return 0;
        }
        uint256 c = a * b;
        assert(c / a == b);
        return c;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }
}

contract MintableToken {
    function mint(address _to, uint256 _amount) public returns (bool);
}

/// Plain 2017 crowdsale: contributions are forwarded to a multisig wallet as they arrive, and the
/// sale mints tokens for them. The forward uses send() and ignores its result, so when the multisig
/// rejects the transfer (out of gas in its fallback), buyers still get tokens and the ether stays
/// stuck in the sale contract, which has no way to move it.
contract BasicCrowdsale {
    using SafeMath for uint256;

    MintableToken public token;
    address public wallet;
    uint256 public rate;
    uint256 public startTime;
    uint256 public endTime;
    uint256 public weiRaised;

    event TokenPurchase(address indexed purchaser, address indexed beneficiary, uint256 value, uint256 amount);

    function BasicCrowdsale(uint256 _startTime, uint256 _endTime, uint256 _rate, address _wallet, MintableToken _token) public {
        require(_startTime >= now);
        require(_endTime >= _startTime);
        require(_rate > 0);
        require(_wallet != address(0));
        startTime = _startTime;
        endTime = _endTime;
        rate = _rate;
        wallet = _wallet;
        token = _token;
    }

    function () external payable {
        buyTokens(msg.sender);
    }

    function buyTokens(address beneficiary) public payable {
        require(beneficiary != address(0));
        require(validPurchase());

        uint256 weiAmount = msg.value;
        uint256 tokens = weiAmount.mul(rate);
        weiRaised = weiRaised.add(weiAmount);

        require(token.mint(beneficiary, tokens));
        TokenPurchase(msg.sender, beneficiary, weiAmount, tokens);

        forwardFunds();
    }

    function forwardFunds() internal {
        // <yes> <report> UNCHECKED_LL_CALLS
        wallet.send(msg.value);
    }

    function validPurchase() internal view returns (bool) {
        bool withinPeriod = now >= startTime && now <= endTime;
        bool nonZeroPurchase = msg.value != 0;
        return withinPeriod && nonZeroPurchase;
    }

    function hasEnded() public view returns (bool) {
        return now > endTime;
    }
}
