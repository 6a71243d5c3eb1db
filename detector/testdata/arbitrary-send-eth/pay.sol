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

// Safe: the call's parameters must hash to an operation approved earlier.
contract Timelock {
    mapping(bytes32 => bool) public ready;

    function execute(address target, uint256 value, bytes calldata data) external {
        bytes32 id = hashOperation(target, value, data);
        require(ready[id], "not ready");
        ready[id] = false;
        _execute(target, value, data);
    }

    function hashOperation(address target, uint256 value, bytes calldata data) public pure returns (bytes32) {
        return keccak256(abi.encode(target, value, data));
    }

    function _execute(address target, uint256 value, bytes calldata data) internal {
        (bool ok, ) = target.call{value: value}(data);
        require(ok);
    }
}

// Safe: a modifier hands the caller to a function that reverts unless it is an installed module.
contract Modules {
    mapping(address => bool) private installed;

    constructor() {
        installed[msg.sender] = true;
    }

    modifier onlyModule() {
        _checkModule(msg.sender);
        _;
    }

    function _checkModule(address module) internal view {
        if (!installed[module]) revert("not a module");
    }

    function executeFromModule(address payable target, uint256 value) external onlyModule {
        _call(target, value);
    }

    function _call(address payable target, uint256 value) internal {
        (bool ok, ) = target.call{value: value}("");
        require(ok);
    }
}
