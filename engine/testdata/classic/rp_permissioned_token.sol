// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.17;

interface IIdentityRegistry {
    function isVerified(address wallet) external view returns (bool);
}

interface ICompliance {
    function canTransfer(address from, address to, uint256 amount) external view returns (bool);
    function transferred(address from, address to, uint256 amount) external;
}

/// ERC-3643-style permissioned token: verified identities only, compliance checked on every transfer, agents may
/// freeze wallets, freeze part of a balance, force transfers and recover lost wallets.
contract PermissionedToken {
    address public owner;
    IIdentityRegistry public registry;
    ICompliance public compliance;
    uint256 public totalSupply;
    bool public paused;
    mapping(address => bool) public isAgent;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => bool) public frozen;
    mapping(address => uint256) public frozenTokens;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event AddressFrozen(address indexed who, bool status, address indexed agent);
    event RecoverySuccess(address lost, address replacement);

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    modifier onlyAgent() {
        require(isAgent[msg.sender], "not agent");
        _;
    }

    modifier whenNotPaused() {
        require(!paused, "paused");
        _;
    }

    constructor(IIdentityRegistry _registry, ICompliance _compliance) {
        owner = msg.sender;
        registry = _registry;
        compliance = _compliance;
    }

    function setAgent(address agent, bool status) external onlyOwner {
        isAgent[agent] = status;
    }

    function setPaused(bool status) external onlyAgent {
        paused = status;
    }

    function setAddressFrozen(address who, bool status) external onlyAgent {
        frozen[who] = status;
        emit AddressFrozen(who, status, msg.sender);
    }

    function freezePartialTokens(address who, uint256 amount) external onlyAgent {
        require(balanceOf[who] >= frozenTokens[who] + amount, "exceeds balance");
        frozenTokens[who] += amount;
    }

    function unfreezePartialTokens(address who, uint256 amount) external onlyAgent {
        require(frozenTokens[who] >= amount, "exceeds frozen");
        frozenTokens[who] -= amount;
    }

    function mint(address to, uint256 amount) external onlyAgent {
        require(registry.isVerified(to), "unverified");
        require(compliance.canTransfer(address(0), to, amount), "not compliant");
        totalSupply += amount;
        balanceOf[to] += amount;
        compliance.transferred(address(0), to, amount);
        emit Transfer(address(0), to, amount);
    }

    function _move(address from, address to, uint256 amount) internal {
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _checked(address from, address to, uint256 amount) internal view {
        require(!frozen[from] && !frozen[to], "frozen wallet");
        require(amount <= balanceOf[from] - frozenTokens[from], "frozen tokens");
        require(registry.isVerified(to), "unverified");
        require(compliance.canTransfer(from, to, amount), "not compliant");
    }

    function transfer(address to, uint256 amount) external whenNotPaused returns (bool) {
        _checked(msg.sender, to, amount);
        _move(msg.sender, to, amount);
        compliance.transferred(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external whenNotPaused returns (bool) {
        _checked(from, to, amount);
        allowance[from][msg.sender] -= amount;
        _move(from, to, amount);
        compliance.transferred(from, to, amount);
        return true;
    }

    function forcedTransfer(address from, address to, uint256 amount) external onlyAgent returns (bool) {
        require(registry.isVerified(to), "unverified");
        uint256 free = balanceOf[from] - frozenTokens[from];
        if (amount > free) {
            frozenTokens[from] -= amount - free;
        }
        _move(from, to, amount);
        compliance.transferred(from, to, amount);
        return true;
    }

    function recoveryAddress(address lost, address replacement) external onlyAgent returns (bool) {
        require(registry.isVerified(replacement), "unverified");
        uint256 amount = balanceOf[lost];
        uint256 frozenAmount = frozenTokens[lost];
        _move(lost, replacement, amount);
        if (frozenAmount > 0) {
            frozenTokens[lost] = 0;
            frozenTokens[replacement] += frozenAmount;
        }
        if (frozen[lost]) {
            frozen[replacement] = true;
        }
        emit RecoverySuccess(lost, replacement);
        return true;
    }
}
