// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

library SafeMathKyc {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub underflow");
        return a - b;
    }
}

/// Allowlist registry with issuers: the owner appoints KYC issuers; each issuer admits accounts for a
/// term and may only remove the accounts it admitted; a per-issuer quota bounds what one key can admit.
contract SafeKycAllowlist {
    using SafeMathKyc for uint256;

    struct Entry {
        address issuer;
        uint256 expiresAt;
    }

    address public owner;
    bool private initialized;
    mapping(address => uint256) public quota;
    mapping(address => uint256) public used;
    mapping(address => Entry) public entries;

    event IssuerQuota(address indexed issuer, uint256 quota);
    event Admitted(address indexed account, address indexed issuer, uint256 expiresAt);
    event Removed(address indexed account, address indexed by);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function initialize(address _owner) external {
        require(!initialized, "initialized");
        require(_owner != address(0), "zero owner");
        initialized = true;
        owner = _owner;
    }

    function setQuota(address issuer, uint256 value) external onlyOwner {
        quota[issuer] = value;
        emit IssuerQuota(issuer, value);
    }

    function admit(address account, uint256 term) external {
        require(used[msg.sender] < quota[msg.sender], "quota");
        require(term > 0 && term <= 730 days, "term");
        Entry storage e = entries[account];
        require(e.issuer == address(0) || e.expiresAt < now, "listed");
        used[msg.sender] = used[msg.sender].add(1);
        e.issuer = msg.sender;
        e.expiresAt = now.add(term);
        emit Admitted(account, msg.sender, e.expiresAt);
    }

    function remove(address account) external {
        Entry storage e = entries[account];
        require(e.issuer == msg.sender || msg.sender == owner, "not allowed");
        if (used[e.issuer] > 0) {
            used[e.issuer] = used[e.issuer].sub(1);
        }
        delete entries[account];
        emit Removed(account, msg.sender);
    }

    function isAllowed(address account) external view returns (bool) {
        Entry storage e = entries[account];
        return e.issuer != address(0) && e.expiresAt >= now && quota[e.issuer] > 0;
    }

    function transferOwnership(address next) external onlyOwner {
        require(next != address(0), "zero");
        owner = next;
    }
}
