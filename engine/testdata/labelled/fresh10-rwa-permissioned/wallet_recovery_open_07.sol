// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.7.6;

interface IIdentityRegistry {
    function isVerified(address wallet) external view returns (bool);
    function identityOf(address wallet) external view returns (address);
}

/// Permissioned token with lost-wallet recovery (ERC-3643 recoveryAddress): when an investor loses their key, the
/// balance and freeze state move to a new wallet bound to the same identity.
contract RecoverableSecurityToken {
    IIdentityRegistry public registry;
    address public owner;
    mapping(address => bool) public agents;
    mapping(address => uint256) public balanceOf;
    mapping(address => bool) public frozen;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event RecoverySuccess(address lost, address replacement, address identity);

    modifier onlyAgent() {
        require(agents[msg.sender], "agent only");
        _;
    }

    constructor(IIdentityRegistry _registry) {
        registry = _registry;
        owner = msg.sender;
        agents[msg.sender] = true;
    }

    function mint(address to, uint256 amount) external onlyAgent {
        require(registry.isVerified(to), "unverified");
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function setFrozen(address who, bool status) external onlyAgent {
        frozen[who] = status;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        require(!frozen[msg.sender] && !frozen[to], "frozen");
        require(registry.isVerified(to), "unverified");
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        emit Transfer(msg.sender, to, amount);
        return true;
    }

    function recoveryAddress(address lost, address replacement, address identity) external returns (bool) {
        require(balanceOf[lost] > 0, "nothing to recover");
        require(registry.identityOf(replacement) == identity, "identity mismatch");
        uint256 amount = balanceOf[lost];
        // <yes> <report> ACCESS_CONTROL
        balanceOf[replacement] += amount;
        balanceOf[lost] = 0;
        if (frozen[lost]) {
            frozen[replacement] = true;
        }
        emit Transfer(lost, replacement, amount);
        emit RecoverySuccess(lost, replacement, identity);
        return true;
    }
}
