// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.17;

/// ERC-3643-style identity registry: agents bind investor wallets to on-chain identities and country codes; the
/// token asks isVerified() before every transfer.
contract IdentityRegistry {
    struct Investor {
        address identity;
        uint16 country;
        bool verified;
    }

    address public owner;
    mapping(address => bool) public isAgent;
    mapping(address => Investor) public investors;
    mapping(uint16 => bool) public blockedCountry;

    event IdentityRegistered(address indexed wallet, address indexed identity, uint16 country);
    event IdentityRemoved(address indexed wallet);
    event AgentAdded(address indexed agent);

    modifier onlyOwner() {
        require(msg.sender == owner, "IR: not owner");
        _;
    }

    modifier onlyAgent() {
        require(isAgent[msg.sender], "IR: not agent");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function addAgent(address agent) external onlyOwner {
        isAgent[agent] = true;
        emit AgentAdded(agent);
    }

    function setCountryBlocked(uint16 country, bool blocked) external onlyOwner {
        blockedCountry[country] = blocked;
    }

    function registerIdentity(address wallet, address identity, uint16 country) external onlyAgent {
        require(identity != address(0), "IR: no identity");
        investors[wallet] = Investor(identity, country, true);
        emit IdentityRegistered(wallet, identity, country);
    }

    /// Batch registration used by the onboarding back office.
    function batchRegisterIdentity(address[] calldata wallets, address[] calldata identities, uint16[] calldata countries)
        external
    {
        require(wallets.length == identities.length && wallets.length == countries.length, "IR: lengths");
        for (uint256 i = 0; i < wallets.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            investors[wallets[i]] = Investor(identities[i], countries[i], true);
            emit IdentityRegistered(wallets[i], identities[i], countries[i]);
        }
    }

    function deleteIdentity(address wallet) external onlyAgent {
        delete investors[wallet];
        emit IdentityRemoved(wallet);
    }

    function isVerified(address wallet) external view returns (bool) {
        Investor memory inv = investors[wallet];
        return inv.verified && !blockedCountry[inv.country];
    }
}
