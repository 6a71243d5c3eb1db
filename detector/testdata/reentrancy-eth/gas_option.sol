pragma solidity ^0.4.24;

contract GasOption {
    mapping(address => uint) public balances;

    function deposit() public payable {
        balances[msg.sender] += msg.value;
    }

    // The stipend: too little to write state when calling back (reentrancy-limited-gas, low).
    function withdrawStipend() public {
        uint amount = balances[msg.sender];
        require(msg.sender.call.gas(2300).value(amount)());
        balances[msg.sender] = 0;
    }

    // A gas option above the stipend leaves enough to re-enter and withdraw again.
    function withdrawGas() public {
        uint amount = balances[msg.sender];
        require(msg.sender.call.gas(100000).value(amount)()); // want "GasOption.withdrawGas\\(\\) sends ether to msg.sender before it writes balances"
        balances[msg.sender] = 0;
    }
}
