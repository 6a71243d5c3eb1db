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
