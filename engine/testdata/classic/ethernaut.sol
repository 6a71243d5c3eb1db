pragma solidity ^0.8.0;

// Ethernaut's levels: each contract holds the flaw its level is about.

// Delegation: any caller runs Delegate.pwn() on Delegation's storage through the fallback.
contract Delegate {
    address public owner;

    constructor(address _owner) {
        owner = _owner;
    }

    function pwn() public {
        owner = msg.sender;
    }
}

contract Delegation {
    address public owner;
    Delegate delegate;

    constructor(address _delegateAddress) {
        delegate = Delegate(_delegateAddress);
        owner = msg.sender;
    }

    fallback() external {
        (bool result, ) = address(delegate).delegatecall(msg.data); // want "delegatecall-open-forward: Delegation.fallback\\(\\) delegatecalls Delegate with the caller.s calldata" "unchecked-low-level-call: Delegation.fallback\\(\\) stores but never checks the result of address\\(delegate\\).delegatecall"
        if (result) {
            this;
        }
    }
}

// Preservation: the library's slot 0 is the caller's library address.
contract Preservation {
    address public timeZone1Library;
    address public timeZone2Library;
    address public owner;
    uint256 storedTime;
    bytes4 constant setTimeSignature = bytes4(keccak256("setTime(uint256)"));

    constructor(address _timeZone1LibraryAddress, address _timeZone2LibraryAddress) {
        timeZone1Library = _timeZone1LibraryAddress;
        timeZone2Library = _timeZone2LibraryAddress;
        owner = msg.sender;
    }

    function setFirstTime(uint256 _timeStamp) public {
        (bool ok, ) = timeZone1Library.delegatecall(abi.encodePacked(setTimeSignature, _timeStamp)); // want "delegatecall-storage-clash: .*writes storage slot 0 as uint256 storedTime; in Preservation that slot holds address timeZone1Library"
        require(ok);
    }
}

contract LibraryContract {
    uint256 storedTime;

    function setTime(uint256 _time) public {
        storedTime = _time;
    }
}

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transferFrom(address, address, uint256) external returns (bool);
    function transfer(address, uint256) external returns (bool);
}

// Dex: a swap priced linearly at the ratio of the pool's balances.
contract Dex {
    address public token1;
    address public token2;
    address public owner = msg.sender;

    function setTokens(address _token1, address _token2) public {
        require(msg.sender == owner);
        token1 = _token1;
        token2 = _token2;
    }

    function swap(address from, address to, uint256 amount) public {
        require((from == token1 && to == token2) || (from == token2 && to == token1), "Invalid tokens");
        require(IERC20(from).balanceOf(msg.sender) >= amount, "Not enough to swap");
        uint256 swapAmount = getSwapPrice(from, to, amount);
        require(IERC20(from).transferFrom(msg.sender, address(this), amount));
        require(IERC20(to).transfer(msg.sender, swapAmount));
    }

    function getSwapPrice(address from, address to, uint256 amount) public view returns (uint256) {
        return ((amount * IERC20(to).balanceOf(address(this))) / IERC20(from).balanceOf(address(this))); // want "spot-price-manipulation: Dex.swap\\(\\) pays out an amount priced at the ratio of balances"
    }
}

// King: the previous king's refund must succeed for anyone to take the throne.
contract King {
    address king;
    uint256 public prize;
    address public owner;

    constructor() payable {
        owner = msg.sender;
        king = msg.sender;
        prize = msg.value;
    }

    receive() external payable {
        require(msg.value >= prize || msg.sender == owner);
        payable(king).transfer(msg.value); // want "dos-failed-call: King.receive\\(\\) pays the previous king before replacing it"
        king = msg.sender;
        prize = msg.value;
    }
}

// Vault: the password is in the deployment transaction and in storage.
contract Vault {
    bool public locked;
    bytes32 private password; // want "unencrypted-private-data: Vault.password is private, yet it holds _password"

    constructor(bytes32 _password) {
        locked = true;
        password = _password;
    }

    function unlock(bytes32 _password) public {
        if (password == _password) {
            locked = false;
        }
    }
}
