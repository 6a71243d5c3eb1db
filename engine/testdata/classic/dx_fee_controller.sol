// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
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

/// Fee collection for an aggregator: the fee is taken with multiplication before division and in favour of the
/// protocol, setters are role-gated and capped, and integrators pull their balances.
contract FeeController is AccessControl {
    using SafeERC20 for IERC20;

    bytes32 public constant FEE_MANAGER_ROLE = keccak256("FEE_MANAGER_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    uint256 public constant BPS = 10_000;
    uint256 public constant MAX_FEE_BPS = 100;

    address public treasury;
    uint256 public feeBps = 5;
    uint256 public integratorShareBps = 5_000;
    bool public paused;

    mapping(address => mapping(address => uint256)) public owed; // integrator => token => amount

    event FeeSet(uint256 feeBps, uint256 integratorShareBps);
    event Paused(bool paused);

    constructor(address admin, address _treasury) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        treasury = _treasury;
    }

    function setFee(uint256 _feeBps, uint256 _shareBps) external onlyRole(FEE_MANAGER_ROLE) {
        require(_feeBps <= MAX_FEE_BPS && _shareBps <= BPS, "Fee: bounds");
        feeBps = _feeBps;
        integratorShareBps = _shareBps;
        emit FeeSet(_feeBps, _shareBps);
    }

    function setPaused(bool _paused) external onlyRole(PAUSER_ROLE) {
        paused = _paused;
        emit Paused(_paused);
    }

    function quoteFee(uint256 amount) public view returns (uint256 fee, uint256 integratorCut) {
        fee = (amount * feeBps + BPS - 1) / BPS;
        integratorCut = (fee * integratorShareBps) / BPS;
    }

    function collect(IERC20 token, uint256 amount, address integrator) external returns (uint256 net) {
        require(!paused, "Fee: paused");
        (uint256 fee, uint256 integratorCut) = quoteFee(amount);
        net = amount - fee;
        token.safeTransferFrom(msg.sender, address(this), fee);
        owed[integrator][address(token)] += integratorCut;
        token.safeTransfer(treasury, fee - integratorCut);
    }

    function claim(IERC20 token) external {
        uint256 amount = owed[msg.sender][address(token)];
        owed[msg.sender][address(token)] = 0;
        token.safeTransfer(msg.sender, amount);
    }
}
