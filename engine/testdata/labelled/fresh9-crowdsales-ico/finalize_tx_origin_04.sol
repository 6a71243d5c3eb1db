pragma solidity ^0.4.21;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        assert(c / a == b);
        return c;
    }
}

/// Soft-capped 2018 ICO whose admin functions check tx.origin "so the team multisig's helper contract
/// can call them". A phishing contract the team wallet interacts with calls finalize() with its own
/// wallet argument and takes the raise.
contract SoftCapIco {
    using SafeMath for uint256;

    address public owner;
    uint256 public softCap;
    uint256 public rate;
    uint256 public closingTime;
    uint256 public weiRaised;
    bool public finalized;

    mapping(address => uint256) public balances;
    mapping(address => uint256) public contributions;

    event Finalized(address wallet, uint256 amount);

    function SoftCapIco(uint256 _softCap, uint256 _rate, uint256 _closingTime) public {
        owner = msg.sender;
        softCap = _softCap;
        rate = _rate;
        closingTime = _closingTime;
    }

    function () public payable {
        require(now <= closingTime);
        require(msg.value >= 0.1 ether);
        contributions[msg.sender] = contributions[msg.sender].add(msg.value);
        balances[msg.sender] = balances[msg.sender].add(msg.value.mul(rate));
        weiRaised = weiRaised.add(msg.value);
    }

    function finalize(address wallet) public {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == owner);
        require(!finalized);
        require(now > closingTime && weiRaised >= softCap);
        finalized = true;
        emit Finalized(wallet, address(this).balance);
        wallet.transfer(address(this).balance);
    }

    function claimRefund() public {
        require(now > closingTime && weiRaised < softCap);
        uint256 amount = contributions[msg.sender];
        require(amount > 0);
        contributions[msg.sender] = 0;
        balances[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
