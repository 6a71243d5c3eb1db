pragma solidity ^0.4.24;

// Vulnerable: anyone replaces the wallet the sale's ether is forwarded to when it closes.
contract OpenWalletSale {
    address public owner;
    address public wallet;
    bool public closed;

    constructor(address _wallet) public {
        owner = msg.sender;
        wallet = _wallet;
    }

    function () public payable {
        require(!closed);
    }

    function setWallet(address _wallet) public { // want "OpenWalletSale.setWallet\\(\\) lets any caller replace wallet, the account OpenWalletSale.close\\(\\) pays the contract's ether to"
        require(_wallet != address(0));
        wallet = _wallet;
    }

    function close() public {
        require(msg.sender == owner);
        closed = true;
        wallet.transfer(address(this).balance);
    }
}

// Vulnerable: the payee of a plain call with empty data is the same trust.
contract OpenPayoutCall {
    address public payee;
    uint public owed;

    function setPayee(address p) public { // want "OpenPayoutCall.setPayee\\(\\) lets any caller replace payee, the account OpenPayoutCall.pay\\(\\) pays the contract's ether to"
        payee = p;
    }

    function pay() public {
        uint amount = owed;
        owed = 0;
        require(payee.call.value(amount)(""));
    }
}

// Safe: only the owner moves the wallet.
contract OwnedWalletSale {
    address public owner;
    address public wallet;

    constructor(address _wallet) public {
        owner = msg.sender;
        wallet = _wallet;
    }

    function () public payable {}

    function setWallet(address _wallet) public {
        require(msg.sender == owner);
        wallet = _wallet;
    }

    function close() public {
        wallet.transfer(address(this).balance);
    }
}

// Safe: the caller pays to become the payee (a throne), which is no configuration of the contract's.
contract PaidPayee {
    address public king;
    uint public price = 1 ether;

    function claim() public payable {
        require(msg.value >= price);
        king.transfer(msg.value);
        king = msg.sender;
        price = msg.value * 2;
    }
}
