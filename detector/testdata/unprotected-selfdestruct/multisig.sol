pragma solidity ^0.4.24;

// Parity-style multisig wallets: onlymanyowners lets the body run only once enough owners, each found by the
// caller's index in m_ownerIndex, have confirmed the operation.

// Safe: the owners are set by the constructor alone, so kill() runs only with their confirmations.
contract SafeMultisig {
    uint public m_required;
    uint public m_numOwners;
    mapping(uint => uint) m_ownerIndex;
    mapping(bytes32 => uint) m_yetNeeded;
    mapping(bytes32 => uint) m_ownersDone;

    modifier onlyowner {
        if (isOwner(msg.sender))
            _;
    }

    modifier onlymanyowners(bytes32 _operation) {
        if (confirmAndCheck(_operation))
            _;
    }

    constructor(address[] _owners, uint _required) public {
        m_numOwners = _owners.length;
        for (uint i = 0; i < _owners.length; ++i)
            m_ownerIndex[uint(_owners[i])] = 1 + i;
        m_required = _required;
    }

    function isOwner(address _addr) public view returns (bool) {
        return m_ownerIndex[uint(_addr)] > 0;
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

    function kill(address _to) external onlymanyowners(keccak256(msg.data)) {
        selfdestruct(_to);
    }

    function close(address _to) external onlyowner {
        require(confirmAndCheck(keccak256(msg.data)));
        selfdestruct(_to);
    }
}

// Vulnerable: initMultiowned is left public, so anyone makes himself the only owner and kills the wallet. The
// fault is the open initialiser; kill() checks its callers as it should and is reported at low severity.
contract OpenInitMultisig {
    uint public m_required;
    uint public m_numOwners;
    mapping(uint => uint) m_ownerIndex;
    mapping(bytes32 => uint) m_yetNeeded;
    mapping(bytes32 => uint) m_ownersDone;

    modifier onlymanyowners(bytes32 _operation) {
        if (confirmAndCheck(_operation))
            _;
    }

    function initMultiowned(address[] _owners, uint _required) public {
        m_numOwners = _owners.length + 1;
        m_ownerIndex[uint(msg.sender)] = 1;
        for (uint i = 0; i < _owners.length; ++i)
            m_ownerIndex[uint(_owners[i])] = 2 + i;
        m_required = _required;
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

    function kill(address _to) external onlymanyowners(keccak256(msg.data)) { // want "OpenInitMultisig.kill\\(\\) lets any caller run selfdestruct\\(_to\\), since its check of the caller compares with an account any caller can set"
        selfdestruct(_to);
    }
}

// Vulnerable: the confirmation returns true to a caller who is no owner once no confirmation is required.
contract LooseMultisig {
    uint public m_required;
    mapping(uint => uint) m_ownerIndex;

    modifier onlymanyowners() {
        if (confirmed())
            _;
    }

    constructor(address[] _owners, uint _required) public {
        for (uint i = 0; i < _owners.length; ++i)
            m_ownerIndex[uint(_owners[i])] = 1 + i;
        m_required = _required;
    }

    function confirmed() internal view returns (bool) {
        uint ownerIndex = m_ownerIndex[uint(msg.sender)];
        if (ownerIndex == 0) return m_required == 0;
        return true;
    }

    function kill(address _to) external onlymanyowners { // want "LooseMultisig.kill\\(\\) lets any caller run selfdestruct\\(_to\\)$"
        selfdestruct(_to);
    }
}
