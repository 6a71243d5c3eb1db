pragma solidity ^0.8.20;

// OpenZeppelin's AccessControl in short: the role is checked in a helper handed the caller's address.
abstract contract Roles {
    struct RoleData {
        mapping(address => bool) hasRole;
        bytes32 adminRole;
    }

    mapping(bytes32 => RoleData) private _roles;

    error Unauthorized(address account, bytes32 role);

    modifier onlyRole(bytes32 role) {
        _checkRole(role);
        _;
    }

    function hasRole(bytes32 role, address account) public view returns (bool) {
        return _roles[role].hasRole[account];
    }

    function _msgSender() internal view returns (address) {
        return msg.sender;
    }

    function _checkRole(bytes32 role) internal view {
        _checkRole(role, _msgSender());
    }

    function _checkRole(bytes32 role, address account) internal view {
        if (!hasRole(role, account)) {
            revert Unauthorized(account, role);
        }
    }

    function _grantRole(bytes32 role, address account) internal {
        _roles[role].hasRole[account] = true;
    }
}

// Safe: only the treasurer pays.
contract Treasury is Roles {
    bytes32 public constant TREASURER = keccak256("TREASURER");

    constructor() {
        _grantRole(TREASURER, msg.sender);
    }

    receive() external payable {}

    function pay(address payable to, uint256 amount) external onlyRole(TREASURER) {
        to.transfer(amount);
    }

    // The role check left out.
    function payAnyone(address payable to, uint256 amount) external { // want "Treasury.payAnyone\\(\\) lets any caller send amount to to"
        to.transfer(amount);
    }
}
