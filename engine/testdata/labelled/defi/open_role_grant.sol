// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
// OpenZeppelin-style roles, with a helper that forgets onlyRole.
contract Roles {
    struct RoleData { mapping(address => bool) hasRole; bytes32 adminRole; }
    mapping(bytes32 => RoleData) private _roles;
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;
    modifier onlyRole(bytes32 role) { _checkRole(role, msg.sender); _; }
    constructor() { _grantRole(0x00, msg.sender); }
    function hasRole(bytes32 role, address account) public view returns (bool) { return _roles[role].hasRole[account]; }
    function _checkRole(bytes32 role, address account) internal view { if (!hasRole(role, account)) revert("missing role"); }
    function _grantRole(bytes32 role, address account) internal { _roles[role].hasRole[account] = true; }
    function grantRole(bytes32 role, address account) external onlyRole(_roles[role].adminRole) { _grantRole(role, account); }
    function addMinter(address account) external {
        // <yes> <report> ACCESS_CONTROL
        _grantRole(MINTER_ROLE, account);
    }
    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) { balanceOf[to] += amount; totalSupply += amount; }
}
