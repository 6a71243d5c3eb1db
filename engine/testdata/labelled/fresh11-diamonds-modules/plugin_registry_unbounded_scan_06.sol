// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IPluginFactory {
    function deploy(address implementation, address account) external returns (address);
}

// A permissionless registry of plugin implementations for modular accounts. Publishers list releases; the
// curator approves some; installing "the latest approved release" scans every release ever published.
contract PluginRegistry {
    struct Release {
        address implementation;
        address publisher;
        uint64 version;
        bool approved;
        bool revoked;
    }

    address public curator;
    IPluginFactory public factory;
    Release[] public releases;
    mapping(address => bool) public published;
    mapping(address => address) public installedOf;

    event Published(uint256 indexed id, address implementation, address publisher, uint64 version);
    event Approved(uint256 indexed id);
    event Revoked(uint256 indexed id);
    event Installed(address indexed account, address plugin);

    constructor(address _curator, IPluginFactory _factory) public {
        curator = _curator;
        factory = _factory;
    }

    modifier onlyCurator() {
        require(msg.sender == curator, "PluginRegistry: not curator");
        _;
    }

    function publish(address implementation, uint64 version) external returns (uint256 id) {
        require(implementation != address(0), "PluginRegistry: zero implementation");
        require(!published[implementation], "PluginRegistry: already published");
        published[implementation] = true;
        id = releases.length;
        releases.push(Release(implementation, msg.sender, version, false, false));
        emit Published(id, implementation, msg.sender, version);
    }

    function approve(uint256 id) external onlyCurator {
        require(id < releases.length, "PluginRegistry: unknown release");
        releases[id].approved = true;
        emit Approved(id);
    }

    function revoke(uint256 id) external onlyCurator {
        require(id < releases.length, "PluginRegistry: unknown release");
        releases[id].revoked = true;
        emit Revoked(id);
    }

    function latestApproved() public view returns (address implementation) {
        uint64 best;
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < releases.length; i++) {
            Release storage r = releases[i];
            if (r.approved && !r.revoked && r.version >= best) {
                best = r.version;
                implementation = r.implementation;
            }
        }
    }

    function installLatest() external returns (address plugin) {
        address implementation = latestApproved();
        require(implementation != address(0), "PluginRegistry: nothing approved");
        plugin = factory.deploy(implementation, msg.sender);
        installedOf[msg.sender] = plugin;
        emit Installed(msg.sender, plugin);
    }

    function setCurator(address _curator) external onlyCurator {
        require(_curator != address(0), "PluginRegistry: zero curator");
        curator = _curator;
    }
}
