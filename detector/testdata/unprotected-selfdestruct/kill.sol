pragma solidity ^0.4.24;

contract Kill {
    address owner;

    function Kill() public {
        owner = msg.sender;
    }

    function kill() public { // want "lets any caller run selfdestruct"
        selfdestruct(msg.sender);
    }

    function close() public {
        destroy();
    }

    function destroy() internal { // want "lets any caller reach suicide"
        suicide(owner);
    }

    // Safe: owner only, through a modifier and inline.
    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function killSafe() public onlyOwner {
        selfdestruct(owner);
    }

    function killSafe2() public {
        if (msg.sender != owner) {
            throw;
        }
        selfdestruct(owner);
    }
}

contract Staged {
    uint256 private stage = 0;

    function advance() public {
        stage = 1;
    }

    // Safe: stage is only ever 0 or 1, so the selfdestruct cannot run.
    function end() public {
        if (stage != 2) {
            return;
        }
        selfdestruct(msg.sender);
    }

    // Vulnerable: stage 1 is reachable by anyone.
    function end1() public { // want "lets any caller run selfdestruct"
        if (stage != 1) {
            return;
        }
        selfdestruct(msg.sender);
    }
}

// Parity's library: the owner table behind onlyowner is filled by a public initialiser.
contract WalletLibrary {
    mapping(uint => uint) ownerIndex;
    uint numOwners;

    modifier onlyowner {
        if (isOwner(msg.sender)) _;
    }

    function isOwner(address a) public view returns (bool) {
        return ownerIndex[uint(a)] > 0;
    }

    function initWallet(address[] memory owners) public {
        numOwners = owners.length;
        for (uint i = 0; i < owners.length; i++) {
            ownerIndex[uint(owners[i])] = i + 1;
        }
        ownerIndex[uint(msg.sender)] = owners.length + 1;
    }

    function kill(address payable to) external onlyowner { // want "WalletLibrary.kill\\(\\) lets any caller run selfdestruct\\(to\\)"
        selfdestruct(to);
    }
}

// The same table, filled only by the constructor.
contract OwnedWallet {
    mapping(uint => uint) ownerIndex;

    constructor() public {
        ownerIndex[uint(msg.sender)] = 1;
    }

    modifier onlyowner {
        if (isOwner(msg.sender)) _;
    }

    function isOwner(address a) public view returns (bool) {
        return ownerIndex[uint(a)] > 0;
    }

    function kill(address payable to) external onlyowner {
        selfdestruct(to);
    }
}

// Parity's library as deployed: initWallet fills the owner table through internal helpers, and the table decides
// onlyowner; anyone initialises the library and destroys it.
contract HelperFilledLibrary {
    mapping(uint => uint) ownerIndex;
    uint numOwners;
    uint dailyLimit;

    modifier onlyowner {
        if (isOwner(msg.sender)) _;
    }

    function isOwner(address a) public view returns (bool) {
        return ownerIndex[uint(a)] > 0;
    }

    function initMultiowned(address[] memory owners) internal {
        numOwners = owners.length;
        for (uint i = 0; i < owners.length; i++) {
            ownerIndex[uint(owners[i])] = i + 1;
        }
    }

    function initWallet(address[] memory owners, uint limit) public {
        dailyLimit = limit;
        initMultiowned(owners);
    }

    function kill(address payable to) external onlyowner { // want "HelperFilledLibrary.kill\\(\\) lets any caller run selfdestruct\\(to\\)"
        selfdestruct(to);
    }
}

// The same helpers, called only by the constructor and by a function the owners alone reach.
contract HelperFilledWallet {
    mapping(uint => uint) ownerIndex;
    uint numOwners;

    modifier onlyowner {
        require(isOwner(msg.sender));
        _;
    }

    constructor(address[] memory owners) public {
        initMultiowned(owners);
    }

    function isOwner(address a) public view returns (bool) {
        return ownerIndex[uint(a)] > 0;
    }

    function initMultiowned(address[] memory owners) internal {
        numOwners = owners.length;
        for (uint i = 0; i < owners.length; i++) {
            ownerIndex[uint(owners[i])] = i + 1;
        }
    }

    function resetOwners(address[] calldata owners) external onlyowner {
        initMultiowned(owners);
    }

    function kill(address payable to) external onlyowner {
        selfdestruct(to);
    }
}
