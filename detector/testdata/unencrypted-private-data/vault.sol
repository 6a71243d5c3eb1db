pragma solidity ^0.8.0;

// A password given to the constructor is in the deployment transaction and in storage.
contract Vault {
    bool public locked;
    bytes32 private password; // want "Vault.password is private, yet it holds _password, which Vault.constructor\\(\\) takes in the clear"

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

// Safe: only the hash of the password is stored.
contract HashedVault {
    bool public locked;
    bytes32 private passwordHash;

    constructor(bytes32 _passwordHash) {
        locked = true;
        passwordHash = _passwordHash;
    }

    function unlock(string calldata password) public {
        if (keccak256(bytes(password)) == passwordHash) {
            locked = false;
        }
    }
}

// Safe: a number fixed at deployment is a setting callers must match, not a secret.
contract Versioned {
    uint256 private version;
    uint256 public count;

    constructor(uint256 _version) {
        version = _version;
    }

    function bump(uint256 expected) public {
        require(expected == version, "wrong version");
        count++;
    }
}

// A number given at deployment that a caller is paid for matching: a guessing game's answer, a secret.
contract GuessTheNumber {
    uint8 private answer; // want "GuessTheNumber.answer is private, yet it holds _answer, which GuessTheNumber.constructor\\(\\) takes in the clear"

    constructor(uint8 _answer) payable {
        require(msg.value == 1 ether);
        answer = _answer;
    }

    function guess(uint8 n) external payable {
        require(msg.value == 1 ether);
        if (n == answer) {
            payable(msg.sender).transfer(2 ether);
        }
    }
}

// Safe: the same comparison where a match pays nothing is a setting the caller confirms.
contract Confirmed {
    uint256 private expectedChain;
    uint256 public confirmations;

    constructor(uint256 _chain) {
        expectedChain = _chain;
    }

    function confirm(uint256 chain) external {
        require(chain == expectedChain, "wrong chain");
        confirmations++;
    }
}
