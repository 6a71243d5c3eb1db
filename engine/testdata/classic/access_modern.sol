// SPDX-License-Identifier: MIT
// Access control done right, in the shapes modern code uses: each contract here is safe.
pragma solidity 0.8.24;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

// Ownable2Step: only the owner nominates, only the nominee accepts.
contract FeeCollector {
    address public owner;
    address public pendingOwner;
    uint256 public feeBps;

    event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner);

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        pendingOwner = newOwner;
        emit OwnershipTransferStarted(owner, newOwner);
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "not pending");
        owner = pendingOwner;
        delete pendingOwner;
    }

    function renounceOwnership() external onlyOwner {
        owner = address(0);
    }

    function setFee(uint256 bps) external onlyOwner {
        require(bps <= 1000, "fee");
        feeBps = bps;
    }

    function withdraw(address payable to) external onlyOwner {
        (bool ok, ) = to.call{value: address(this).balance}("");
        require(ok, "send");
    }

    receive() external payable {}
}

// AccessControl: roles granted and revoked by the role's admin, renounced only by the holder.
contract RoleToken {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant BURNER_ROLE = keccak256("BURNER_ROLE");

    struct RoleData {
        mapping(address => bool) members;
        bytes32 adminRole;
    }

    mapping(bytes32 => RoleData) private _roles;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);

    constructor(address admin) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    modifier onlyRole(bytes32 role) {
        _checkRole(role);
        _;
    }

    function hasRole(bytes32 role, address account) public view returns (bool) {
        return _roles[role].members[account];
    }

    function getRoleAdmin(bytes32 role) public view returns (bytes32) {
        return _roles[role].adminRole;
    }

    function _checkRole(bytes32 role) internal view {
        if (!hasRole(role, msg.sender)) {
            revert AccessControlUnauthorizedAccount(msg.sender, role);
        }
    }

    function grantRole(bytes32 role, address account) external onlyRole(getRoleAdmin(role)) {
        _grantRole(role, account);
    }

    function revokeRole(bytes32 role, address account) external onlyRole(getRoleAdmin(role)) {
        _roles[role].members[account] = false;
    }

    function renounceRole(bytes32 role, address callerConfirmation) external {
        require(callerConfirmation == msg.sender, "bad confirmation");
        _roles[role].members[callerConfirmation] = false;
    }

    function _grantRole(bytes32 role, address account) internal {
        _roles[role].members[account] = true;
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        totalSupply += amount;
        balanceOf[to] += amount;
    }

    function burnFrom(address from, uint256 amount) external onlyRole(BURNER_ROLE) {
        balanceOf[from] -= amount;
        totalSupply -= amount;
    }

    function burn(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
    }
}

// Guards written as if-modifiers: they skip the body rather than revert, which guards just as well.
contract Kennel {
    address public owner;
    uint256 public fee;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        if (msg.sender == owner) _;
    }

    modifier ownerOrNothing() {
        if (msg.sender != owner) return;
        _;
    }

    receive() external payable {}

    function setFee(uint256 f) external onlyOwner {
        fee = f;
    }

    function setOwner(address o) external ownerOrNothing {
        owner = o;
    }

    function sweep(address payable to) external onlyOwner {
        to.transfer(address(this).balance);
    }

    function close() external ownerOrNothing {
        selfdestruct(payable(owner));
    }
}

// A custom minter list kept by the owner; minters mint, anyone burns their own.
contract StableToken {
    address public owner;
    mapping(address => bool) public isMinter;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function setMinter(address account, bool allowed) external onlyOwner {
        isMinter[account] = allowed;
    }

    function mint(address to, uint256 amount) external {
        require(isMinter[msg.sender], "minter");
        balanceOf[to] += amount;
        totalSupply += amount;
    }

    function burn(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
    }
}

// Admin actions authorised by the admin's signature, bound to this contract, the chain and a nonce.
contract SignedAdmin {
    address public admin;
    uint256 public nonce;
    uint256 public maxSupply;

    constructor(address admin_) {
        admin = admin_;
    }

    function setMaxSupplyBySig(uint256 value, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(address(this), block.chainid, value, nonce));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == admin, "bad sig");
        nonce++;
        maxSupply = value;
    }

    function setAdmin(address newAdmin) external {
        require(msg.sender == admin, "admin");
        admin = newAdmin;
    }
}

// A smart account: only the owner executes; delegatecalls go only to libraries the owner approved.
contract SmartAccount {
    address public owner;
    mapping(address => bool) public approvedLibrary;

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    function approveLibrary(address lib, bool ok) external {
        require(msg.sender == owner, "owner");
        approvedLibrary[lib] = ok;
    }

    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner, "owner");
        (bool ok, bytes memory ret) = to.call{value: value}(data);
        require(ok, "call failed");
        return ret;
    }

    function executeWithLibrary(address lib, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner, "owner");
        require(approvedLibrary[lib], "library");
        (bool ok, bytes memory ret) = lib.delegatecall(data);
        require(ok, "delegatecall failed");
        return ret;
    }

    function rescue(IERC20 token, address to) external {
        require(msg.sender == owner, "owner");
        require(token.transfer(to, token.balanceOf(address(this))), "transfer");
    }
}

// A withdrawal that checks the caller against the stored account, not the argument.
contract Payroll {
    address public treasurer;
    mapping(address => uint256) public owed;

    constructor() {
        treasurer = msg.sender;
    }

    function credit(address who, uint256 amount) external payable {
        require(msg.sender == treasurer, "treasurer");
        require(msg.value == amount, "value");
        owed[who] += amount;
    }

    function claim() external {
        uint256 amount = owed[msg.sender];
        owed[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }

    function sendTo(address payable to, uint256 amount) external {
        require(msg.sender == treasurer, "treasurer");
        to.transfer(amount);
    }
}
