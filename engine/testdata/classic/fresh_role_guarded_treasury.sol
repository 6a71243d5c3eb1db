// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

abstract contract AccessRoles {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;
    mapping(bytes32 => mapping(address => bool)) private _roles;
    mapping(bytes32 => bytes32) private _admins;

    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);

    modifier onlyRole(bytes32 role) {
        require(_roles[role][msg.sender], "AccessRoles: missing role");
        _;
    }

    function hasRole(bytes32 role, address account) public view returns (bool) {
        return _roles[role][account];
    }

    function getRoleAdmin(bytes32 role) public view returns (bytes32) {
        return _admins[role];
    }

    function grantRole(bytes32 role, address account) external onlyRole(getRoleAdmin(role)) {
        _grant(role, account);
    }

    function revokeRole(bytes32 role, address account) external onlyRole(getRoleAdmin(role)) {
        if (_roles[role][account]) {
            _roles[role][account] = false;
            emit RoleRevoked(role, account, msg.sender);
        }
    }

    function renounceRole(bytes32 role) external {
        _roles[role][msg.sender] = false;
        emit RoleRevoked(role, msg.sender, msg.sender);
    }

    function _grant(bytes32 role, address account) internal {
        if (!_roles[role][account]) {
            _roles[role][account] = true;
            emit RoleGranted(role, account, msg.sender);
        }
    }
}

contract StreamingTreasury is AccessRoles {
    bytes32 public constant PAYER_ROLE = keccak256("PAYER_ROLE");

    struct Stream {
        address recipient;
        uint256 ratePerSecond;
        uint256 start;
        uint256 stop;
        uint256 withdrawn;
        address token;
    }

    mapping(uint256 => Stream) public streams;
    uint256 public nextId;

    constructor(address admin) {
        _grant(DEFAULT_ADMIN_ROLE, admin);
        _grant(PAYER_ROLE, admin);
    }

    function createStream(address recipient, address token, uint256 deposit, uint256 start, uint256 stop)
        external
        onlyRole(PAYER_ROLE)
        returns (uint256 id)
    {
        require(stop > start && start >= block.timestamp, "times");
        uint256 duration = stop - start;
        require(deposit >= duration && deposit % duration == 0, "deposit");
        id = nextId++;
        streams[id] = Stream(recipient, deposit / duration, start, stop, 0, token);
    }

    function balanceOf(uint256 id) public view returns (uint256) {
        Stream memory s = streams[id];
        if (block.timestamp <= s.start) return 0;
        uint256 end = block.timestamp < s.stop ? block.timestamp : s.stop;
        return (end - s.start) * s.ratePerSecond - s.withdrawn;
    }

    function withdrawFromStream(uint256 id, uint256 amount) external {
        Stream storage s = streams[id];
        require(msg.sender == s.recipient, "recipient");
        require(amount <= balanceOf(id), "exceeds");
        s.withdrawn += amount;
        require(IERC20(s.token).transfer(s.recipient, amount), "transfer");
    }

    function rescue(address token, address to, uint256 amount) external onlyRole(DEFAULT_ADMIN_ROLE) {
        require(IERC20(token).transfer(to, amount), "transfer");
    }
}
