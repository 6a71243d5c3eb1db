pragma solidity ^0.8.0;

contract Wallet {
    address payable public owner;
    address payable public beneficiary;
    mapping(address => uint256) public balances;

    constructor() {
        owner = payable(msg.sender);
    }

    modifier onlyAdmin() {
        require(msg.sender == owner, "not owner");
        _;
    }

    function setBeneficiary(address payable b) external {
        beneficiary = b;
    }

    // Vulnerable: anyone takes everything.
    function drain() external { // want "lets any caller send"
        payable(msg.sender).transfer(address(this).balance);
    }

    // Vulnerable: the receiver is a parameter.
    function pay(address payable to, uint256 amount) external { // want "lets any caller send"
        to.transfer(amount);
    }

    // Vulnerable: the receiver is state anyone can set.
    function payout() external { // want "lets any caller send"
        beneficiary.transfer(1 ether);
    }

    // Vulnerable: the balance is read but never debited.
    function refund() external {
        payable(msg.sender).transfer(balances[msg.sender]); // want "Wallet.refund\\(\\) sends balances\\[msg.sender\\], the caller's recorded balances\\[msg.sender\\], to payable\\(msg.sender\\) and never debits that record.*paid the same amount again"
    }

    // Safe: access check in a modifier.
    function sweep() external onlyAdmin {
        owner.transfer(address(this).balance);
    }

    // Safe: inline access check.
    function sweepTo(address payable to) external {
        if (msg.sender != owner) revert();
        to.transfer(address(this).balance);
    }

    // Safe: the caller's own recorded balance, debited first.
    function withdraw(uint256 amount) external {
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        payable(msg.sender).transfer(amount);
    }

    // Safe: a refund of what the caller just sent.
    function bounce() external payable {
        payable(msg.sender).transfer(msg.value);
    }
}

contract Misnamed {
    address payable public creator;

    // Not a constructor (the contract is called Misnamed): anyone can become the creator.
    function Creator() public {
        creator = payable(msg.sender);
    }

    function collect() public { // want "lets any caller send"
        require(msg.sender == creator);
        creator.transfer(address(this).balance);
    }
}

contract TokenSale {
    mapping(address => uint256) public balanceOf;
    uint256 public price = 1e15;

    function _move(address from, address to, uint256 amount) internal {
        require(balanceOf[from] >= amount);
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
    }

    // Safe: the caller's tokens are taken by the helper before the payment.
    function sell(uint256 amount) external {
        _move(msg.sender, address(this), amount);
        payable(msg.sender).transfer(amount * price);
    }

    // Vulnerable: the helper moves someone else's tokens.
    function sellFor(address from, uint256 amount) external { // want "lets any caller send"
        _move(from, address(this), amount);
        payable(msg.sender).transfer(amount * price);
    }
}
