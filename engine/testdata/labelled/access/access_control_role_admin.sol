// SPDX-License-Identifier: MIT
// AccessControl written by hand: grantRole is guarded, but revokeRole checks nothing, so anyone can strip the
// admin and the minters of their roles.
pragma solidity ^0.8.19;

contract RoleToken {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");

    mapping(bytes32 => mapping(address => bool)) private _roles;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;
    bool public paused;

    constructor() {
        _roles[DEFAULT_ADMIN_ROLE][msg.sender] = true;
    }

    function hasRole(bytes32 role, address account) public view returns (bool) {
        return _roles[role][account];
    }

    modifier onlyRole(bytes32 role) {
        require(hasRole(role, msg.sender), "AccessControl: missing role");
        _;
    }

    function grantRole(bytes32 role, address account) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _roles[role][account] = true;
    }

    // <yes> <report> ACCESS_CONTROL
    function revokeRole(bytes32 role, address account) external {
        _roles[role][account] = false;
    }

    function pause() external onlyRole(PAUSER_ROLE) {
        paused = true;
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        require(!paused, "paused");
        balanceOf[to] += amount;
        totalSupply += amount;
    }
}
