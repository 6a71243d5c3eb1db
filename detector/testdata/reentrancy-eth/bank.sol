pragma solidity ^0.8.0;

contract Bank {
    mapping(address => uint256) public balances;
    bool private locked;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    // Vulnerable: ether leaves before the balance is cleared.
    function withdraw() external {
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "sends ether to msg.sender before it writes balances"
        require(ok);
        balances[msg.sender] = 0;
    }

    // Vulnerable through the legacy syntax, inside an internal helper.
    function withdrawTo(address payable to) external {
        pay(to, balances[msg.sender]);
    }

    function pay(address payable to, uint256 amount) internal {
        require(to.call{value: amount}("")); // want "sends ether to to before it writes balances"
        balances[msg.sender] -= amount;
    }

    // Safe: checks-effects-interactions.
    function withdrawSafe() external {
        uint256 amount = balances[msg.sender];
        balances[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
    }

    // Safe: an inline lock (checked, then set before the call), recognised without its name.
    function withdrawLocked() external {
        require(!locked);
        locked = true;
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        balances[msg.sender] = 0;
        locked = false;
    }
}

contract Guarded {
    mapping(address => uint256) public credit;
    uint256 private status;

    modifier lock() {
        require(status != 2);
        status = 2;
        _;
        status = 1;
    }

    // Safe: the lock lives in a modifier with an arbitrary name.
    function take() external lock {
        (bool ok, ) = msg.sender.call{value: credit[msg.sender]}("");
        require(ok);
        credit[msg.sender] = 0;
    }
}
