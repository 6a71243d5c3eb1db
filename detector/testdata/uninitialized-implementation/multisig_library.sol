pragma solidity ^0.4.24;

// Parity's WalletLibrary (November 2017): wallets delegatecall the library, whose one-time initialisers fill the
// owners table that onlymanyowners asks about through confirmAndCheck.

// Vulnerable: the library itself was never initialised, so any caller runs initWallet on it, becomes its only
// owner and passes onlymanyowners into kill, destroying the code every wallet uses.
contract WalletLibrary {
    uint public m_required;
    uint public m_numOwners;
    uint[256] m_owners;
    mapping(uint => uint) m_ownerIndex;
    mapping(bytes32 => uint) m_yetNeeded;
    mapping(bytes32 => uint) m_ownersDone;

    modifier only_uninitialized { if (m_numOwners > 0) revert(); _; }

    modifier onlymanyowners(bytes32 _operation) {
        if (confirmAndCheck(_operation))
            _;
    }

    function initMultiowned(address[] _owners, uint _required) only_uninitialized public { // want "WalletLibrary.initMultiowned\\(\\) sets m_ownerIndex, which WalletLibrary.kill\\(\\) checks before it selfdestructs, and nothing locks m_numOwners on the implementation itself"
        m_numOwners = _owners.length + 1;
        m_owners[1] = uint(msg.sender);
        m_ownerIndex[uint(msg.sender)] = 1;
        for (uint i = 0; i < _owners.length; ++i) {
            m_owners[2 + i] = uint(_owners[i]);
            m_ownerIndex[uint(_owners[i])] = 2 + i;
        }
        m_required = _required;
    }

    function initWallet(address[] _owners, uint _required) only_uninitialized public { // want "WalletLibrary.initWallet\\(\\) sets m_ownerIndex, which WalletLibrary.kill\\(\\) checks before it selfdestructs"
        initMultiowned(_owners, _required);
    }

    function confirmAndCheck(bytes32 _operation) internal returns (bool) {
        uint ownerIndex = m_ownerIndex[uint(msg.sender)];
        if (ownerIndex == 0) return;
        if (m_yetNeeded[_operation] == 0) {
            m_yetNeeded[_operation] = m_required;
            m_ownersDone[_operation] = 0;
        }
        uint ownerIndexBit = 2**ownerIndex;
        if (m_ownersDone[_operation] & ownerIndexBit == 0) {
            if (m_yetNeeded[_operation] <= 1) {
                delete m_yetNeeded[_operation];
                delete m_ownersDone[_operation];
                return true;
            } else {
                m_yetNeeded[_operation]--;
                m_ownersDone[_operation] |= ownerIndexBit;
            }
        }
    }

    function kill(address _to) onlymanyowners(keccak256(msg.data)) external {
        selfdestruct(_to);
    }
}

// Safe: the constructor initialises the library, which locks the initialisers for good.
contract LockedWalletLibrary {
    uint public m_required;
    uint public m_numOwners;
    uint[256] m_owners;
    mapping(uint => uint) m_ownerIndex;
    mapping(bytes32 => uint) m_yetNeeded;
    mapping(bytes32 => uint) m_ownersDone;

    modifier only_uninitialized { if (m_numOwners > 0) revert(); _; }

    modifier onlymanyowners(bytes32 _operation) {
        if (confirmAndCheck(_operation))
            _;
    }

    function initMultiowned(address[] _owners, uint _required) only_uninitialized public {
        m_numOwners = _owners.length + 1;
        m_owners[1] = uint(msg.sender);
        m_ownerIndex[uint(msg.sender)] = 1;
        for (uint i = 0; i < _owners.length; ++i) {
            m_owners[2 + i] = uint(_owners[i]);
            m_ownerIndex[uint(_owners[i])] = 2 + i;
        }
        m_required = _required;
    }

    function initWallet(address[] _owners, uint _required) only_uninitialized public {
        initMultiowned(_owners, _required);
    }

    function confirmAndCheck(bytes32 _operation) internal returns (bool) {
        uint ownerIndex = m_ownerIndex[uint(msg.sender)];
        if (ownerIndex == 0) return;
        if (m_yetNeeded[_operation] == 0) {
            m_yetNeeded[_operation] = m_required;
            m_ownersDone[_operation] = 0;
        }
        uint ownerIndexBit = 2**ownerIndex;
        if (m_ownersDone[_operation] & ownerIndexBit == 0) {
            if (m_yetNeeded[_operation] <= 1) {
                delete m_yetNeeded[_operation];
                delete m_ownersDone[_operation];
                return true;
            } else {
                m_yetNeeded[_operation]--;
                m_ownersDone[_operation] |= ownerIndexBit;
            }
        }
    }

    function kill(address _to) onlymanyowners(keccak256(msg.data)) external {
        selfdestruct(_to);
    }

    constructor() public {
        address[] memory none;
        initMultiowned(none, 1);
    }
}
