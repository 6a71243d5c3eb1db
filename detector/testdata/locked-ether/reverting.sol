pragma solidity ^0.4.24;

// Safe: the only payable function reverts on every call, so no ether arrives.
contract FixedSupplyToken {
    mapping(address => uint256) balances;

    function transfer(address to, uint256 v) public returns (bool) {
        balances[msg.sender] -= v;
        balances[to] += v;
        return true;
    }

    function () public payable {
        revert();
    }
}

// The fallback reverts, but buy() takes ether that nothing sends out.
contract Sale { // want "Sale can receive ether through Sale.buy\\(\\)"
    mapping(address => uint256) bought;

    function buy() public payable {
        bought[msg.sender] += msg.value;
    }

    function () public payable {
        revert();
    }
}
