pragma solidity ^0.8.20;

// OpenZeppelin's AccessControl, reduced: a role table read through hasRole(role, account) with the caller's
// address.
contract AccessControl {
    struct RoleData {
        mapping(address => bool) hasRole;
        bytes32 adminRole;
    }

    mapping(bytes32 => RoleData) private _roles;

    modifier onlyRole(bytes32 role) {
        _checkRole(role);
        _;
    }

    function hasRole(bytes32 role, address account) public view returns (bool) {
        return _roles[role].hasRole[account];
    }

    function _checkRole(bytes32 role) internal view {
        _checkRole(role, msg.sender);
    }

    function _checkRole(bytes32 role, address account) internal view {
        if (!hasRole(role, account)) {
            revert();
        }
    }

    function getRoleAdmin(bytes32 role) public view returns (bytes32) {
        return _roles[role].adminRole;
    }

    function grantRole(bytes32 role, address account) public virtual onlyRole(getRoleAdmin(role)) {
        _grantRole(role, account);
    }

    // Renouncing touches only the caller's own entry.
    function renounceRole(bytes32 role, address callerConfirmation) public virtual {
        if (callerConfirmation != msg.sender) {
            revert();
        }
        _revokeRole(role, callerConfirmation);
    }

    function _grantRole(bytes32 role, address account) internal {
        _roles[role].hasRole[account] = true;
    }

    function _revokeRole(bytes32 role, address account) internal {
        _roles[role].hasRole[account] = false;
    }
}

contract Minted is AccessControl {
    bytes32 constant MINTER_ROLE = keccak256("MINTER_ROLE");
    mapping(address => uint256) public balanceOf;

    constructor() {
        _grantRole(0x00, msg.sender);
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        balanceOf[to] += amount;
    }

    // Forgets onlyRole: anyone makes themselves a minter.
    function addMinter(address account) external { // want "Minted.addMinter\\(\\) lets any caller grant or revoke _roles for an address it chooses"
        _grantRole(MINTER_ROLE, account);
    }

    // Overrides that keep the base's checks.
    function grantRole(bytes32 role, address account) public override {
        require(role != 0x00);
        super.grantRole(role, account);
    }

    function renounceRole(bytes32 role, address account) public override {
        super.renounceRole(role, account);
    }
}

// The account is confirmed as the caller, but the role is picked: anyone grants themselves any role.
contract SelfGrant is AccessControl {
    function grantSelf(bytes32 role, address account) external { // want "SelfGrant.grantSelf\\(\\) lets any caller grant or revoke _roles for an address it chooses"
        require(account == msg.sender);
        _grantRole(role, account);
    }
}
