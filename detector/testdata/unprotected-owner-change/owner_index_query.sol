pragma solidity ^0.4.15;

// Parity's WalletLibrary in the variant whose modifier asks a public helper about the caller: isOwner(_addr)
// counts _addr an owner when its index is set. Whoever can set m_ownerIndex passes onlyowner.
contract IndexedOwners {
    mapping(uint => uint) m_ownerIndex;
    uint public m_numOwners;

    modifier onlyowner {
        if (isOwner(msg.sender))
            _;
    }

    function isOwner(address _addr) public constant returns (bool) {
        return m_ownerIndex[uint(_addr)] > 0;
    }

    function initMultiowned(address[] _owners) internal {
        m_numOwners = _owners.length;
        for (uint i = 0; i < _owners.length; ++i) {
            m_ownerIndex[uint(_owners[i])] = 1 + i;
        }
    }

    // Public, and nothing stops a second call: anyone installs themselves as an owner.
    function initWallet(address[] _owners) public { // want "IndexedOwners.initWallet\\(\\) lets any caller grant or revoke m_ownerIndex for an address it chooses"
        initMultiowned(_owners);
    }

    function kill(address _to) external onlyowner {
        selfdestruct(_to);
    }
}

// The same helper guarding its own initializer: only an owner adds owners.
contract IndexedOwnersGuarded {
    mapping(uint => uint) m_ownerIndex;
    uint public m_numOwners;

    modifier onlyowner {
        if (isOwner(msg.sender))
            _;
    }

    function IndexedOwnersGuarded() public {
        m_ownerIndex[uint(msg.sender)] = 1;
        m_numOwners = 1;
    }

    function isOwner(address _addr) public constant returns (bool) {
        return 0 != m_ownerIndex[uint(_addr)];
    }

    function addOwner(address _owner) external onlyowner {
        m_ownerIndex[uint(_owner)] = ++m_numOwners;
    }

    function kill(address _to) external onlyowner {
        selfdestruct(_to);
    }
}

// A holder's count asked through a helper grants nothing to guard: a transfer credits whom it chooses, and
// holding is bought, not given.
contract Holders {
    mapping(address => uint256) public balances;
    uint256 public motion;

    function holds(address a) public view returns (bool) {
        return balances[a] > 0;
    }

    function buy() external payable {
        balances[msg.sender] += msg.value;
    }

    function transfer(address to, uint256 amount) external {
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        balances[to] += amount;
    }

    function propose(uint256 m) external {
        require(holds(msg.sender));
        motion = m;
    }
}
