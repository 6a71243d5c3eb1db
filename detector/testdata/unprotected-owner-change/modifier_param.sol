pragma solidity ^0.8.9;

// Vulnerable: the owner table is checked only through ownerExists(msg.sender), a modifier taking the account as a
// parameter; removeOwner applies the same modifier to the account it removes, which checks nothing of the caller.
contract OpenRemoval {
    mapping(address => bool) public isOwner;
    address[] public owners;

    modifier ownerExists(address owner) {
        require(isOwner[owner], "no owner");
        _;
    }

    modifier onlyWallet() {
        require(msg.sender == address(this), "only wallet");
        _;
    }

    constructor(address[] memory _owners) {
        for (uint256 i = 0; i < _owners.length; i++) {
            isOwner[_owners[i]] = true;
        }
        owners = _owners;
    }

    function execute(address to, uint256 value, bytes calldata data) external ownerExists(msg.sender) {
        (bool ok, ) = to.call{value: value}(data);
        require(ok, "call failed");
    }

    function addOwner(address owner) external onlyWallet {
        isOwner[owner] = true;
        owners.push(owner);
    }

    function removeOwner(address owner) external ownerExists(owner) { // want "OpenRemoval.removeOwner\\(\\) lets any caller revoke isOwner for an address it chooses"
        isOwner[owner] = false;
    }
}

// Safe: the same wallet with removeOwner behind onlyWallet, as Gnosis' MultiSigWallet has it.
contract WalletRemoval {
    mapping(address => bool) public isOwner;

    modifier ownerExists(address owner) {
        require(isOwner[owner], "no owner");
        _;
    }

    modifier onlyWallet() {
        require(msg.sender == address(this), "only wallet");
        _;
    }

    constructor(address first) {
        isOwner[first] = true;
    }

    function execute(address to, uint256 value, bytes calldata data) external ownerExists(msg.sender) {
        (bool ok, ) = to.call{value: value}(data);
        require(ok, "call failed");
    }

    function addOwner(address owner) external onlyWallet {
        isOwner[owner] = true;
    }

    function removeOwner(address owner) external onlyWallet ownerExists(owner) {
        isOwner[owner] = false;
    }
}

// Safe: a modifier given the account, never the caller, is no access check; the table is a plain record.
contract Registry {
    mapping(address => bool) public isListed;

    modifier listed(address who) {
        require(isListed[who], "not listed");
        _;
    }

    function list() external {
        isListed[msg.sender] = true;
    }

    function unlist(address who) external listed(who) {
        require(who == msg.sender, "not yours");
        isListed[who] = false;
    }
}
