pragma solidity ^0.8.20;

// Safe from a second call: the one-time flag lives in namespaced storage (ERC-7201), as in OpenZeppelin's
// Initializable. With no constructor, the first call is open to whoever comes first (low).
abstract contract Initializable {
    struct InitializableStorage {
        uint64 _initialized;
        bool _initializing;
    }

    bytes32 private constant INITIALIZABLE_STORAGE = 0xf0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00;

    modifier initializer() {
        InitializableStorage storage $ = _getInitializableStorage();
        require($._initialized == 0);
        $._initialized = 1;
        _;
    }

    function _getInitializableStorage() private pure returns (InitializableStorage storage $) {
        assembly {
            $.slot := INITIALIZABLE_STORAGE
        }
    }
}

contract Vault is Initializable {
    address public admin;
    address public token;
    uint256 public fee;

    function initialize(address a, address t, uint256 f) external initializer { // want "Vault.initialize\\(\\) sets admin to an account its caller picks, once"
        admin = a;
        token = t;
        fee = f;
    }

    function setFee(uint256 f) external {
        require(msg.sender == admin);
        fee = f;
    }
}

// The same set-up with no flag at all.
contract OpenVault {
    address public admin;
    address public token;
    uint256 public fee;

    function initialize(address a, address t, uint256 f) external { // want "OpenVault.initialize\\(\\) sets up the contract like a constructor"
        admin = a;
        token = t;
        fee = f;
    }

    function setFee(uint256 f) external {
        require(msg.sender == admin);
        fee = f;
    }
}
