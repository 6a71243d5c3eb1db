pragma solidity ^0.8.0;

interface IVault {
    function deposit() external payable;
}

contract Payer {
    address public owner;
    mapping(address => uint256) public balances;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function payout(address payable to, uint256 amount) external {
        _send(to, amount); // want "Payer.payout\\(\\) passes a caller-chosen address to Payer._send\\(\\), which sends ether to it"
    }

    function fund(address vault) external {
        IVault(vault).deposit{value: address(this).balance}(); // want "calls, with ether, IVault\\(vault\\)"
    }

    function fromData() external {
        address payable to = abi.decode(msg.data[4:], (address));
        to.transfer(1 ether); // want "sends ether to to, which any caller chooses"
    }

    function _send(address payable to, uint256 amount) internal {
        to.transfer(amount);
    }

    // Safe: guarded.
    function adminPayout(address payable to, uint256 amount) external onlyOwner {
        _send(to, amount);
    }

    // Safe: the caller's own recorded balance, sent where the caller asks.
    function withdrawTo(address payable to) external {
        uint256 amount = balances[msg.sender];
        balances[msg.sender] = 0;
        to.transfer(amount);
    }

    // Safe: forwards exactly the ether the caller sent.
    function forward(address payable to) external payable {
        _forward(to, msg.value);
    }

    function _forward(address payable to, uint256 v) internal {
        to.transfer(v);
    }

    // Safe: the helper pays the caller, not a chosen address.
    function claim(uint256 amount) external {
        _send(payable(msg.sender), amount);
    }

    // Not reported here: unprotected-ether-withdrawal reports a direct payment to a parameter.
    function direct(address payable to) external {
        to.transfer(address(this).balance);
    }
}
