pragma solidity ^0.4.24;

/// Token faucet of 2018: anyone draws a small amount per day; the owner can refill the rate and
/// withdraw the remaining ETH. The owner check uses tx.origin, so a contract the owner is lured
/// into calling withdraws on the owner's behalf.
contract ERC20Basic {
    function transfer(address to, uint256 value) public returns (bool);
    function balanceOf(address who) public view returns (uint256);
}

contract TokenFaucet {
    address public owner;
    ERC20Basic public token;
    uint256 public amountPerDay = 100 ether;
    mapping(address => uint256) public lastClaim;

    function TokenFaucet(address _token) public {
        owner = msg.sender;
        token = ERC20Basic(_token);
    }

    function () public payable {}

    function claim() public {
        require(now >= lastClaim[msg.sender] + 1 days);
        lastClaim[msg.sender] = now;
        require(token.transfer(msg.sender, amountPerDay));
    }

    function setAmount(uint256 amount) public {
        require(msg.sender == owner);
        amountPerDay = amount;
    }

    function withdrawAll(address to) public {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == owner);
        to.transfer(address(this).balance);
        require(token.transfer(to, token.balanceOf(this)));
    }
}
