// Parity multi-sig wallet, second hack (November 2017): initWallet is guarded by only_uninitialized, but the
// library itself was deployed without being initialised, so anyone became its owner and killed it.
pragma solidity ^0.4.9;

contract WalletLibrary {
  event Deposit(address _from, uint value);
  event OwnerAdded(address newOwner);

  struct PendingState {
    uint yetNeeded;
    uint ownersDone;
    uint index;
  }

  modifier onlyowner {
    if (isOwner(msg.sender))
      _;
  }

  modifier onlymanyowners(bytes32 _operation) {
    if (confirmAndCheck(_operation))
      _;
  }

  modifier only_uninitialized { if (m_numOwners > 0) throw; _; }

  function() payable {
    if (msg.value > 0)
      Deposit(msg.sender, msg.value);
  }

  function initMultiowned(address[] _owners, uint _required) only_uninitialized internal {
    m_numOwners = _owners.length + 1;
    m_owners[1] = uint(msg.sender);
    m_ownerIndex[uint(msg.sender)] = 1;
    for (uint i = 0; i < _owners.length; ++i)
    {
      m_owners[2 + i] = uint(_owners[i]);
      m_ownerIndex[uint(_owners[i])] = 2 + i;
    }
    m_required = _required;
  }

  function initDaylimit(uint _limit) only_uninitialized internal {
    m_dailyLimit = _limit;
    m_lastDay = today();
  }

  // <yes> <report> ACCESS_CONTROL
  function initWallet(address[] _owners, uint _required, uint _daylimit) only_uninitialized {
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
    }
    uint ownerIndexBit = 2**ownerIndex;
    if (pending.ownersDone & ownerIndexBit == 0) {
      if (pending.yetNeeded <= 1) {
        delete m_pending[_operation];
        return true;
      } else {
        pending.yetNeeded--;
        pending.ownersDone |= ownerIndexBit;
      }
    }
  }

  // <yes> <report> ACCESS_CONTROL
  function kill(address _to) onlymanyowners(sha3(msg.data)) external {
    suicide(_to);
  }

  function today() private constant returns (uint) { return now / 1 days; }

  uint public m_required;
  uint public m_numOwners;
  uint public m_dailyLimit;
  uint public m_spentToday;
  uint public m_lastDay;
  uint[256] m_owners;
  mapping(uint => uint) m_ownerIndex;
  mapping(bytes32 => PendingState) m_pending;
}
