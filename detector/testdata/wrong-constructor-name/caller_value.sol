pragma solidity ^0.4.24;

// The contract has its constructor; splitFund is named like it but only spends the caller's own balance (a
// value read at the caller's key, not the caller's address): an ordinary function, rated low.
contract SplitFund {
    mapping(address => uint) balances;
    uint totalSupply;
    address curator;

    function SplitFund() public {
        curator = msg.sender;
    }

    function splitFund() public returns (bool) { // want "splitFund\\(\\) is named almost like contract SplitFund"
        uint share = balances[msg.sender];
        totalSupply -= share;
        balances[msg.sender] = 0;
        msg.sender.transfer(share);
        return true;
    }
}

// Vulnerable: a near-named function that sets the caller up as the curator, as the constructor would.
contract Fund {
    address curator;

    function Fund() public {
        curator = 0x0;
    }

    function fund() public { // want "fund\\(\\) is named almost like contract Fund"
        curator = msg.sender;
    }
}
