pragma solidity ^0.4.15;

/// Shared wallet library in the style of Parity's WalletLibrary (2017): wallets are thin stubs that delegatecall
/// here. The library itself is a deployed contract whose state was never initialised, initWallet is public, and
/// kill is guarded only by the owners the caller has just installed.
contract WalletLibrary {
    uint public m_required;
    uint public m_numOwners;
    uint[256] m_owners;
    mapping(uint => uint) m_ownerIndex;
    uint public m_dailyLimit;
    uint public m_spentToday;
    uint public m_lastDay;

    event Deposit(address _from, uint value);
    event SingleTransact(address owner, uint value, address to, bytes data);

    modifier onlyowner {
        if (isOwner(msg.sender))
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

    function kill(address _to) onlyowner external {
        // <yes> <report> ACCESS_CONTROL
        suicide(_to);
    }

    function execute(address _to, uint _value, bytes _data) external onlyowner returns (bool) {
        if (underLimit(_value)) {
            SingleTransact(msg.sender, _value, _to, _data);
            require(_to.call.value(_value)(_data));
            return true;
        }
        return false;
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

    function today() private constant returns (uint) {
        return now / 1 days;
    }
}
