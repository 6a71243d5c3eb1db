pragma solidity ^0.4.18;

contract Ownable {
    address public owner;

    function Ownable() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }
}

contract EBU is Ownable {
    function transfer(address from, address caddress, address[] _tos, uint[] v) public onlyOwner returns (bool) {
        require(_tos.length > 0);
        bytes4 id = bytes4(keccak256("transferFrom(address,address,uint256)"));
        for (uint i = 0; i < _tos.length; i++) {
            // <yes> <report> UNCHECKED_LL_CALLS
            caddress.call(id, from, _tos[i], v[i]);
        }
        return true;
    }
}
