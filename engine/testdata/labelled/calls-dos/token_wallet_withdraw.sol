pragma solidity ^0.4.16;

contract Token {
    function transfer(address _to, uint _value) returns (bool success);
    function balanceOf(address _owner) constant returns (uint balance);
}

contract TokenBank {
    address owner = msg.sender;
    mapping (address => uint) public Holders;

    modifier onlyOwner {
        require(msg.sender == owner);
        _;
    }

    function WithdrawToken(address token, uint256 amount, address to) public onlyOwner {
        // <yes> <report> UNCHECKED_LL_CALLS
        token.call(bytes4(sha3("transfer(address,uint256)")), to, amount);
    }

    function WitdrawTokenToHolder(address _to, address _token, uint _amount) public onlyOwner {
        if (Holders[_to] > 0) {
            Holders[_to] = 0;
            WithdrawToken(_token, _amount, _to);
        }
    }

    function WithdrawToHolder(address _addr, uint _wei) public onlyOwner payable {
        if (Holders[_addr] > 0) {
            if (_addr.call.value(_wei)()) {
                Holders[_addr] -= _wei;
            }
        }
    }
}
