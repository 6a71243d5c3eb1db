pragma solidity ^0.4.18;

/// ICO-style token sale of 2017: the contract was renamed from "TokenSale" to "TokenCrowdsale" and the
/// constructor was not, so it is a public function anyone may call to become the owner.
contract TokenCrowdsale {
    string public name = "Sale Token";
    uint8 public decimals = 18;
    address public owner;
    uint256 public rate;
    uint256 public totalSupply;
    uint256 public weiRaised;
    bool public finalized;
    mapping(address => uint256) public balanceOf;

    event TokenPurchase(address indexed buyer, uint256 value, uint256 amount);

    // <yes> <report> ACCESS_CONTROL
    function TokenSale(uint256 _rate) public {
        owner = msg.sender;
        rate = _rate;
    }

    function () public payable {
        buyTokens();
    }

    function buyTokens() public payable {
        require(!finalized);
        require(msg.value > 0);
        // <yes> <report> ARITHMETIC
        uint256 tokens = msg.value * rate;
        balanceOf[msg.sender] += tokens;
        totalSupply += tokens;
        weiRaised += msg.value;
        TokenPurchase(msg.sender, msg.value, tokens);
    }

    function transfer(address _to, uint256 _value) public returns (bool) {
        require(balanceOf[msg.sender] >= _value);
        balanceOf[msg.sender] -= _value;
        balanceOf[_to] += _value;
        return true;
    }

    function finalize() public {
        require(msg.sender == owner);
        finalized = true;
        owner.transfer(this.balance);
    }
}
