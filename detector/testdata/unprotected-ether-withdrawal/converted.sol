pragma solidity ^0.8.0;

// The payee is a state variable any caller sets, converted at the payment.
contract OpenPayee {
    address public payee;

    function setPayee(address p) external {
        payee = p;
    }

    function pay() external { // want "lets any caller send address\\(this\\).balance to payable\\(payee\\)"
        payable(payee).transfer(address(this).balance);
    }
}

// Safe: only the owner sets the payee.
contract OwnedPayee {
    address public payee;
    address public owner = msg.sender;

    function setPayee(address p) external {
        require(msg.sender == owner);
        payee = p;
    }

    function pay() external {
        payable(payee).transfer(address(this).balance);
    }
}
