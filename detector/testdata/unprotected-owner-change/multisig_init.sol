pragma solidity ^0.4.24;

// Parity-style multisig wallets: onlymanyowners lets the body run only once enough owners, each found by the
// caller's index in m_ownerIndex (read by the internal confirmAndCheck), have confirmed the operation.

// Vulnerable: initMultiowned is public and has no one-time flag, so any caller installs itself and its own
// accounts as the owners, whose confirmations then pass onlymanyowners. addOwner, behind that check, is not
// the fault.
contract OpenMultisig {
    uint public m_required;
    uint public m_numOwners;
    uint[256] m_owners;
    mapping(uint => uint) m_ownerIndex;
    mapping(bytes32 => uint) m_yetNeeded;
    mapping(bytes32 => uint) m_ownersDone;

    modifier onlymanyowners(bytes32 _operation) {
        if (confirmAndCheck(_operation))
            _;
    }

    function initMultiowned(address[] _owners, uint _required) public { // want "OpenMultisig.initMultiowned\\(\\) lets any caller grant or revoke m_ownerIndex for an address it chooses, which the access check at line 45"
        m_numOwners = _owners.length + 1;
        m_owners[1] = uint(msg.sender);
        m_ownerIndex[uint(msg.sender)] = 1;
        for (uint i = 0; i < _owners.length; ++i) {
            m_owners[2 + i] = uint(_owners[i]);
            m_ownerIndex[uint(_owners[i])] = 2 + i;
        }
        m_required = _required;
    }

    function initWallet(address[] _owners, uint _required) public { // want "OpenMultisig.initWallet\\(\\) lets any caller grant or revoke m_ownerIndex"
        initMultiowned(_owners, _required);
    }

    function addOwner(address _owner) onlymanyowners(keccak256(msg.data)) external {
        if (m_ownerIndex[uint(_owner)] > 0) return;
        m_numOwners++;
        m_owners[m_numOwners] = uint(_owner);
        m_ownerIndex[uint(_owner)] = m_numOwners;
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

// Safe: the owners are set by the constructor alone; adding one takes the owners' confirmations.
contract SafeMultisig {
    uint public m_required;
    uint public m_numOwners;
    uint[256] m_owners;
    mapping(uint => uint) m_ownerIndex;
    mapping(bytes32 => uint) m_yetNeeded;
    mapping(bytes32 => uint) m_ownersDone;

    modifier onlymanyowners(bytes32 _operation) {
        if (confirmAndCheck(_operation))
            _;
    }

    constructor(address[] _owners, uint _required) public {
        m_numOwners = _owners.length + 1;
        m_owners[1] = uint(msg.sender);
        m_ownerIndex[uint(msg.sender)] = 1;
        for (uint i = 0; i < _owners.length; ++i) {
            m_owners[2 + i] = uint(_owners[i]);
            m_ownerIndex[uint(_owners[i])] = 2 + i;
        }
        m_required = _required;
    }

    function addOwner(address _owner) onlymanyowners(keccak256(msg.data)) external {
        if (m_ownerIndex[uint(_owner)] > 0) return;
        m_numOwners++;
        m_owners[m_numOwners] = uint(_owner);
        m_ownerIndex[uint(_owner)] = m_numOwners;
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
