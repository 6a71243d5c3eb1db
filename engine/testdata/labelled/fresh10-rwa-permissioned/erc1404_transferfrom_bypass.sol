// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

/// ERC-1404 simple restricted token: detectTransferRestriction() returns a code, and transfers with a non-zero code
/// are refused. Holders in the lock-up or not on the allowlist cannot move tokens.
contract RestrictedToken {
    uint8 public constant SUCCESS = 0;
    uint8 public constant NOT_ALLOWLISTED = 1;
    uint8 public constant LOCKED = 2;

    address public admin;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => bool) public allowlist;
    mapping(address => uint256) public lockedUntil;
    uint256 public totalSupply;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    modifier onlyAdmin() {
        require(msg.sender == admin, "admin");
        _;
    }

    constructor(uint256 supply) {
        admin = msg.sender;
        allowlist[msg.sender] = true;
        balanceOf[msg.sender] = supply;
        totalSupply = supply;
    }

    function setAllowlist(address who, bool ok) external onlyAdmin {
        allowlist[who] = ok;
    }

    function setLockup(address who, uint256 until) external onlyAdmin {
        lockedUntil[who] = until;
    }

    function detectTransferRestriction(address from, address to, uint256) public view returns (uint8) {
        if (!allowlist[from] || !allowlist[to]) return NOT_ALLOWLISTED;
        if (block.timestamp < lockedUntil[from]) return LOCKED;
        return SUCCESS;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(detectTransferRestriction(msg.sender, to, value) == SUCCESS, "restricted");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        allowance[from][msg.sender] -= value;
        // <yes> <report> OTHER
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
        return true;
    }
}
