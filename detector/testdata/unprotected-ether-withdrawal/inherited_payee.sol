pragma solidity ^0.8.0;

// The payee and its open setter are the base contract's; the derived contract pays it the whole balance.
contract PayeeBase {
    address payable public payee;

    function setPayee(address payable p) external {
        payee = p;
    }
}

contract Fund is PayeeBase {
    function release() external { // want "Fund.release\\(\\) lets any caller send address\\(this\\).balance to payee"
        payee.transfer(address(this).balance);
    }

    receive() external payable {}
}

// Safe: the base keeps the payee behind the deployer's check.
contract GuardedPayeeBase {
    address public owner = msg.sender;
    address payable public payee;

    function setPayee(address payable p) external {
        require(msg.sender == owner, "owner");
        payee = p;
    }
}

contract GuardedFund is GuardedPayeeBase {
    function release() external {
        payee.transfer(address(this).balance);
    }

    receive() external payable {}
}
