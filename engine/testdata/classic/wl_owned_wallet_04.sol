pragma solidity ^0.4.24;

// A 2018 owned wallet: the owner is msg.sender-checked, modules run only from an owner-approved list, and the
// wallet may be retired by its owner alone.
contract OwnedWallet {
    address public owner;
    address public pendingOwner;
    mapping (address => bool) public approvedModules;

    event Received(address indexed from, uint amount);
    event Sent(address indexed to, uint amount);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    constructor() public {
        owner = msg.sender;
    }

    function () public payable {
        emit Received(msg.sender, msg.value);
    }

    function send(address _to, uint _amount) public onlyOwner {
        require(_to != address(0));
        _to.transfer(_amount);
        emit Sent(_to, _amount);
    }

    function approveModule(address _module, bool _ok) public onlyOwner {
        approvedModules[_module] = _ok;
    }

    function runModule(address _module, bytes _data) public onlyOwner {
        require(approvedModules[_module]);
        require(_module.delegatecall(_data));
    }

    function transferOwnership(address _next) public onlyOwner {
        pendingOwner = _next;
    }

    function acceptOwnership() public {
        require(msg.sender == pendingOwner);
        owner = pendingOwner;
        pendingOwner = address(0);
    }

    function retire() public onlyOwner {
        selfdestruct(owner);
    }
}
