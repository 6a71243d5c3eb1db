// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

/// KYC registry behind an upgradeable proxy: approved issuers (KYC providers) record each account's
/// verification level and expiry; tokens for permissioned assets check `isVerified` on every transfer.
contract KycRegistryV1 {
    struct Status {
        uint8 level;
        uint64 expiresAt;
        address issuer;
    }

    address public owner;
    mapping(address => bool) public issuers;
    mapping(address => Status) public statuses;

    event IssuerSet(address indexed issuer, bool enabled);
    event Verified(address indexed account, uint8 level, uint64 expiresAt, address indexed issuer);
    event Cleared(address indexed account, address indexed by);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    modifier onlyIssuer() {
        require(issuers[msg.sender], "issuer");
        _;
    }

    /// Called by the proxy right after deployment.
    function initialize(address _owner, address firstIssuer) external {
        require(_owner != address(0), "zero owner");
        // <yes> <report> ACCESS_CONTROL
        owner = _owner;
        issuers[firstIssuer] = true;
        emit IssuerSet(firstIssuer, true);
    }

    function setIssuer(address issuer, bool enabled) external onlyOwner {
        issuers[issuer] = enabled;
        emit IssuerSet(issuer, enabled);
    }

    function verify(address account, uint8 level, uint64 expiresAt) external onlyIssuer {
        require(level > 0 && level <= 3, "level");
        require(expiresAt > block.timestamp, "expiry");
        statuses[account] = Status(level, expiresAt, msg.sender);
        emit Verified(account, level, expiresAt, msg.sender);
    }

    function clear(address account) external {
        Status storage s = statuses[account];
        require(msg.sender == s.issuer || msg.sender == owner, "not allowed");
        delete statuses[account];
        emit Cleared(account, msg.sender);
    }

    function isVerified(address account, uint8 minLevel) external view returns (bool) {
        Status storage s = statuses[account];
        return s.level >= minLevel && s.expiresAt > block.timestamp && issuers[s.issuer];
    }

    function transferOwnership(address next) external onlyOwner {
        require(next != address(0), "zero");
        owner = next;
    }
}
