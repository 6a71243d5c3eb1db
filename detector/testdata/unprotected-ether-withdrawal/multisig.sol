pragma solidity ^0.4.24;

// Parity-style multisig wallets paying out once enough owners, each found by the caller's index in
// m_ownerIndex, have confirmed the transaction.

// Safe: the owners are set by the constructor alone.
contract SafeWallet {
    uint public m_required;
    mapping(uint => uint) m_ownerIndex;
    mapping(bytes32 => uint) m_yetNeeded;
    mapping(bytes32 => uint) m_ownersDone;

    modifier onlymanyowners(bytes32 _operation) {
        if (confirmAndCheck(_operation))
            _;
    }

    function() public payable {}

    constructor(address[] _owners, uint _required) public {
        for (uint i = 0; i < _owners.length; ++i)
            m_ownerIndex[uint(_owners[i])] = 1 + i;
        m_required = _required;
    }

    function confirmAndCheck(bytes32 _operation) internal returns (bool) {
        uint ownerIndex = m_ownerIndex[uint(msg.sender)];
        if (ownerIndex == 0) return;
        if (m_yetNeeded[_operation] == 0)
            m_yetNeeded[_operation] = m_required;
        uint ownerIndexBit = 2**ownerIndex;
        if (m_ownersDone[_operation] & ownerIndexBit == 0) {
            if (m_yetNeeded[_operation] <= 1) {
                delete m_yetNeeded[_operation];
                delete m_ownersDone[_operation];
                return true;
            }
            m_yetNeeded[_operation]--;
            m_ownersDone[_operation] |= ownerIndexBit;
        }
    }

    function execute(address _to, uint _value) external onlymanyowners(keccak256(msg.data)) {
        _to.transfer(_value);
    }
}

// Vulnerable: initMultiowned is left public, so anyone makes himself the only owner and empties the wallet; the
// fault is the open initialiser; execute() checks its callers as it should and is reported at low severity.
contract OpenInitWallet {
    uint public m_required;
    mapping(uint => uint) m_ownerIndex;
    mapping(bytes32 => uint) m_yetNeeded;
    mapping(bytes32 => uint) m_ownersDone;

    modifier onlymanyowners(bytes32 _operation) {
        if (confirmAndCheck(_operation))
            _;
    }

    function() public payable {}

    function initMultiowned(address[] _owners, uint _required) public {
        m_ownerIndex[uint(msg.sender)] = 1;
        for (uint i = 0; i < _owners.length; ++i)
            m_ownerIndex[uint(_owners[i])] = 2 + i;
        m_required = _required;
    }

    function confirmAndCheck(bytes32 _operation) internal returns (bool) {
        uint ownerIndex = m_ownerIndex[uint(msg.sender)];
        if (ownerIndex == 0) return;
        if (m_yetNeeded[_operation] == 0)
            m_yetNeeded[_operation] = m_required;
        uint ownerIndexBit = 2**ownerIndex;
        if (m_ownersDone[_operation] & ownerIndexBit == 0) {
            if (m_yetNeeded[_operation] <= 1) {
                delete m_yetNeeded[_operation];
                delete m_ownersDone[_operation];
                return true;
            }
            m_yetNeeded[_operation]--;
            m_ownersDone[_operation] |= ownerIndexBit;
        }
    }

    function execute(address _to, uint _value) external onlymanyowners(keccak256(msg.data)) { // want "OpenInitWallet.execute\\(\\) lets any caller send _value to _to, since its check of the caller compares with an account any caller can set"
        _to.transfer(_value);
    }
}
