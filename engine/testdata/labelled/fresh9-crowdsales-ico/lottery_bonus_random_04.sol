pragma solidity ^0.4.23;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        assert(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        return a / b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }
}

contract ERC20Basic {
    function transfer(address to, uint256 value) public returns (bool);
}

/// 2018 ICO with a "lucky contributor" promotion: one purchase in ten, drawn from the block, gets a
/// double bonus. The draw mixes the block hash and the timestamp, which a miner (or a contract that
/// checks the outcome and reverts) controls, so the double bonus goes to whoever games it.
contract LuckyBonusIco {
    using SafeMath for uint256;

    address public owner;
    address public wallet;
    ERC20Basic public token;
    uint256 public rate;
    uint256 public weiRaised;
    uint256 public purchases;

    event LuckyBuyer(address indexed buyer, uint256 bonus);

    constructor(address _wallet, ERC20Basic _token, uint256 _rate) public {
        owner = msg.sender;
        wallet = _wallet;
        token = _token;
        rate = _rate;
    }

    function buyTokens() public payable {
        require(msg.value >= 0.05 ether);
        uint256 tokens = msg.value.mul(rate);
        purchases = purchases.add(1);

        // <yes> <report> BAD_RANDOMNESS
        uint256 draw = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), now, msg.sender, purchases))) % 10;
        if (draw == 0) {
            uint256 bonus = tokens;
            tokens = tokens.add(bonus);
            emit LuckyBuyer(msg.sender, bonus);
        } else {
            tokens = tokens.add(tokens.mul(10).div(100));
        }

        weiRaised = weiRaised.add(msg.value);
        require(token.transfer(msg.sender, tokens));
        wallet.transfer(msg.value);
    }

    function () external payable {
        buyTokens();
    }
}
