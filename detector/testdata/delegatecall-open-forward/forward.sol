pragma solidity ^0.8.0;

contract Delegate {
    address public owner;

    constructor(address _owner) {
        owner = _owner;
    }

    function pwn() public {
        owner = msg.sender;
    }
}

// Any caller runs Delegate.pwn() on this contract's storage.
contract Delegation {
    address public owner;
    Delegate delegate;

    constructor(address d) {
        delegate = Delegate(d);
        owner = msg.sender;
    }

    fallback() external {
        (bool ok, ) = address(delegate).delegatecall(msg.data); // want "Delegation.fallback\\(\\) delegatecalls Delegate with the caller's calldata: any caller can run pwn\\(\\) on Delegation's storage without an access check"
        require(ok);
    }

    function exec(bytes calldata data) external {
        (bool ok, ) = address(delegate).delegatecall(data); // want "Delegation.exec\\(\\) delegatecalls Delegate with the caller's calldata"
        require(ok);
    }

    // Safe: only the owner forwards.
    function ownerExec(bytes calldata data) external {
        require(msg.sender == owner);
        (bool ok, ) = address(delegate).delegatecall(data);
        require(ok);
    }
}

// Safe: the library's state-changing functions check the caller against the wallet's own owner, or run once.
contract WalletLibrary {
    address public owner;
    bool private initialized;
    uint256 public limit;

    function initWallet(address o) public {
        require(!initialized);
        initialized = true;
        owner = o;
    }

    function setLimit(uint256 l) public {
        require(msg.sender == owner);
        limit = l;
    }

    function balance() public view returns (uint256) {
        return address(this).balance;
    }
}

contract Wallet {
    address public owner;
    bool private initialized;
    uint256 public limit;
    WalletLibrary lib;

    constructor(WalletLibrary l) {
        lib = l;
        (bool ok, ) = address(l).delegatecall(abi.encodeWithSignature("initWallet(address)", msg.sender));
        require(ok);
    }

    fallback() external payable {
        (bool ok, ) = address(lib).delegatecall(msg.data);
        require(ok);
    }
}
