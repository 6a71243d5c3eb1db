pragma solidity ^0.4.9;

contract WalletEvents {
    event Confirmation(address owner, bytes32 operation);
    event Deposit(address _from, uint value);
    event SingleTransact(address owner, uint value, address to, bytes data);
}

contract WalletLibrary is WalletEvents {
    struct PendingState {
        uint yetNeeded;
        uint ownersDone;
        uint index;
    }

    uint public m_required;
    uint public m_numOwners;
    uint public m_dailyLimit;
    uint public m_spentToday;
    uint public m_lastDay;
    uint[256] m_owners;
    mapping(uint => uint) m_ownerIndex;
    mapping(bytes32 => PendingState) m_pending;
    bytes32[] m_pendingIndex;

    modifier onlyowner {
        if (isOwner(msg.sender))
            _;
    }

    modifier onlymanyowners(bytes32 _operation) {
        if (confirmAndCheck(_operation))
            _;
    }

    function() payable {
        if (msg.value > 0)
            Deposit(msg.sender, msg.value);
    }

    function initMultiowned(address[] _owners, uint _required) internal {
        m_numOwners = _owners.length + 1;
        m_owners[1] = uint(msg.sender);
        m_ownerIndex[uint(msg.sender)] = 1;
        for (uint i = 0; i < _owners.length; ++i) {
            m_owners[2 + i] = uint(_owners[i]);
            m_ownerIndex[uint(_owners[i])] = 2 + i;
        }
        m_required = _required;
    }

    function initDaylimit(uint _limit) internal {
        m_dailyLimit = _limit;
        m_lastDay = today();
    }

    // <yes> <report> ACCESS_CONTROL
    function initWallet(address[] _owners, uint _required, uint _daylimit) {
        initDaylimit(_daylimit);
        initMultiowned(_owners, _required);
    }

    function isOwner(address _addr) constant returns (bool) {
        return m_ownerIndex[uint(_addr)] > 0;
    }

    function confirmAndCheck(bytes32 _operation) internal returns (bool) {
        uint ownerIndex = m_ownerIndex[uint(msg.sender)];
        if (ownerIndex == 0) return;
        var pending = m_pending[_operation];
        if (pending.yetNeeded == 0) {
            pending.yetNeeded = m_required;
            pending.ownersDone = 0;
            pending.index = m_pendingIndex.length++;
            m_pendingIndex[pending.index] = _operation;
        }
        uint ownerIndexBit = 2**ownerIndex;
        if (pending.ownersDone & ownerIndexBit == 0) {
            Confirmation(msg.sender, _operation);
            if (pending.yetNeeded <= 1) {
                delete m_pendingIndex[m_pending[_operation].index];
                delete m_pending[_operation];
                return true;
            } else {
                pending.yetNeeded--;
                pending.ownersDone |= ownerIndexBit;
            }
        }
    }

    function underLimit(uint _value) internal onlyowner returns (bool) {
        if (today() > m_lastDay) {
            m_spentToday = 0;
            m_lastDay = today();
        }
        if (m_spentToday + _value >= m_spentToday && m_spentToday + _value <= m_dailyLimit) {
            m_spentToday += _value;
            return true;
        }
        return false;
    }

    function execute(address _to, uint _value, bytes _data) external onlyowner returns (bytes32) {
        if ((_data.length == 0 && underLimit(_value)) || m_required == 1) {
            if (!_to.call.value(_value)(_data))
                throw;
            SingleTransact(msg.sender, _value, _to, _data);
            return 0;
        }
    }

    function today() private constant returns (uint) { return now / 1 days; }
}

contract Wallet is WalletEvents {
    address constant _walletLibrary = 0xcafecafecafecafecafecafecafecafecafecafe;

    uint public m_required;
    uint public m_numOwners;
    uint public m_dailyLimit;
    uint public m_spentToday;
    uint public m_lastDay;
    uint[256] m_owners;

    function Wallet(address[] _owners, uint _required, uint _daylimit) {
        bytes4 sig = bytes4(sha3("initWallet(address[],uint256,uint256)"));
        address target = _walletLibrary;
        uint argarraysize = (2 + _owners.length);
        uint argsize = (2 + argarraysize) * 32;
        assembly {
            mstore(0x0, sig)
            codecopy(0x4, sub(codesize, argsize), argsize)
            delegatecall(sub(gas, 10000), target, 0x0, add(argsize, 0x4), 0x0, 0x0)
        }
    }

    function() payable {
        if (msg.value > 0)
            Deposit(msg.sender, msg.value);
        else if (msg.data.length > 0)
            _walletLibrary.delegatecall(msg.data);
    }
}
