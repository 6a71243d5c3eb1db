pragma solidity ^0.8.0;

// The owner and the check on it are the base contract's; the derived contract's setter forgot the modifier.
contract Ownable {
    address public owner = msg.sender;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }
}

contract Vault is Ownable {
    function setOwner(address o) external { // want "Vault.setOwner\\(\\) lets any caller set owner, which the access check at line 8 compares with the caller"
        owner = o;
    }

    function sweep() external onlyOwner {
        payable(owner).transfer(address(this).balance);
    }

    receive() external payable {}
}

// Safe: the derived setter keeps the base's check.
contract GuardedVault is Ownable {
    function setOwner(address o) external onlyOwner {
        owner = o;
    }

    function sweep() external onlyOwner {
        payable(owner).transfer(address(this).balance);
    }

    receive() external payable {}
}
