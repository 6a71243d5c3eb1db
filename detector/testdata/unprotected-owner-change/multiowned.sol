pragma solidity ^0.4.23;

contract MultiOwnable {
    address public root;
    mapping (address => address) public owners;

    constructor() public {
        root = msg.sender;
        owners[root] = root;
    }

    modifier onlyOwner() {
        require(owners[msg.sender] != 0);
        _;
    }

    function newOwner(address _owner) external returns (bool) { // want "MultiOwnable.newOwner\\(\\) lets any caller grant or revoke owners"
        require(_owner != 0);
        owners[_owner] = msg.sender;
        return true;
    }

    // Safe: guarded by the role table.
    function newOwnerGuarded(address _owner) onlyOwner external returns (bool) {
        require(_owner != 0);
        owners[_owner] = msg.sender;
        return true;
    }

    function withdrawAll() onlyOwner public {
        msg.sender.transfer(this.balance);
    }
}
