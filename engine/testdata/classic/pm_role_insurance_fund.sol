// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

abstract contract AccessControl {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;
    mapping(bytes32 => mapping(address => bool)) private _roles;

    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);

    modifier onlyRole(bytes32 role) {
        require(_roles[role][msg.sender], "AccessControl: missing role");
        _;
    }

    function hasRole(bytes32 role, address account) public view returns (bool) {
        return _roles[role][account];
    }

    function grantRole(bytes32 role, address account) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _grantRole(role, account);
    }

    function revokeRole(bytes32 role, address account) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _roles[role][account] = false;
        emit RoleRevoked(role, account, msg.sender);
    }

    function _grantRole(bytes32 role, address account) internal {
        _roles[role][account] = true;
        emit RoleGranted(role, account, msg.sender);
    }
}

/// Insurance fund and fee vault of a perp exchange. The clearing house draws on it for bad debt; the
/// treasury role withdraws surplus above a floor; fees go to a recipient set by governance.
contract RoleInsuranceFund is AccessControl {
    bytes32 public constant CLEARING_HOUSE_ROLE = keccak256("CLEARING_HOUSE_ROLE");
    bytes32 public constant TREASURY_ROLE = keccak256("TREASURY_ROLE");

    IERC20 public immutable quote;
    address public feeRecipient;
    uint256 public accruedFees;
    uint256 public floorAmount;

    event BadDebtCovered(address indexed to, uint256 amount);
    event FeeRecipientSet(address recipient);

    constructor(IERC20 _quote, address admin, address _feeRecipient) {
        quote = _quote;
        feeRecipient = _feeRecipient;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    function setFeeRecipient(address recipient) external onlyRole(DEFAULT_ADMIN_ROLE) {
        require(recipient != address(0), "zero");
        feeRecipient = recipient;
        emit FeeRecipientSet(recipient);
    }

    function setFloor(uint256 amount) external onlyRole(DEFAULT_ADMIN_ROLE) {
        floorAmount = amount;
    }

    function notifyFee(uint256 amount) external onlyRole(CLEARING_HOUSE_ROLE) {
        accruedFees += amount;
    }

    function coverBadDebt(uint256 amount) external onlyRole(CLEARING_HOUSE_ROLE) {
        require(quote.transfer(msg.sender, amount), "transfer");
        emit BadDebtCovered(msg.sender, amount);
    }

    function collectFees() external {
        uint256 amount = accruedFees;
        accruedFees = 0;
        require(quote.transfer(feeRecipient, amount), "transfer");
    }

    function withdrawSurplus(address to, uint256 amount) external onlyRole(TREASURY_ROLE) {
        uint256 bal = quote.balanceOf(address(this));
        require(bal >= floorAmount + accruedFees + amount, "floor");
        require(quote.transfer(to, amount), "transfer");
    }
}
