// SPDX-License-Identifier: MIT
pragma solidity ^0.6.6;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// IEO-style sale with a referral program: buyers pay ether at a fixed price per whole token and the
/// referrer earns a share of the tokens bought. Both the token amount and the referral bonus divide
/// before they multiply: buys below one whole token's price round to zero tokens (the ether is kept),
/// and every buy loses the fraction of a token.
contract ReferralTokenSale {
    using SafeMath for uint256;

    address public owner;
    address payable public treasury;
    IERC20 public token;
    uint256 public pricePerToken; // wei per whole token (1e18 units)
    uint256 public referralPercent = 5;
    uint256 public sold;

    mapping(address => address) public referrerOf;
    mapping(address => uint256) public referralEarned;

    event Bought(address indexed buyer, uint256 paid, uint256 tokens, address referrer);

    constructor(IERC20 _token, address payable _treasury, uint256 _price) public {
        owner = msg.sender;
        token = _token;
        treasury = _treasury;
        pricePerToken = _price;
    }

    function setReferralPercent(uint256 pct) external {
        require(msg.sender == owner, "owner");
        require(pct <= 20, "too high");
        referralPercent = pct;
    }

    function buy(address referrer) external payable {
        require(msg.value > 0, "zero");
        // <yes> <report> ARITHMETIC
        uint256 tokens = msg.value / pricePerToken * 1e18;
        sold = sold.add(tokens);
        if (referrerOf[msg.sender] == address(0) && referrer != msg.sender && referrer != address(0)) {
            referrerOf[msg.sender] = referrer;
        }
        address ref = referrerOf[msg.sender];
        if (ref != address(0)) {
            uint256 bonus = tokens / 100 * referralPercent;
            referralEarned[ref] = referralEarned[ref].add(bonus);
            require(token.transfer(ref, bonus), "bonus");
        }
        require(token.transfer(msg.sender, tokens), "tokens");
        treasury.transfer(msg.value);
        emit Bought(msg.sender, msg.value, tokens, ref);
    }
}
