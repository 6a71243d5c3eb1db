pragma solidity ^0.8.20;

// A check that the caller holds a balance is no role: crediting another account's balance (a deposit on its
// behalf) is how the ledger works.
contract Pool {
    mapping(address => mapping(address => uint256)) public supplied;
    mapping(address => mapping(address => bool)) public collateral;

    function supply(address asset, uint256 amount, address onBehalfOf) external {
        supplied[asset][onBehalfOf] += amount;
    }

    function withdraw(address asset, uint256 amount) external {
        supplied[asset][msg.sender] -= amount;
    }

    function useAsCollateral(address asset, bool on) external {
        require(supplied[asset][msg.sender] != 0, "nothing supplied");
        collateral[msg.sender][asset] = on;
    }
}

// The same check on a table written with constants is a role: setting another account's entry grants it.
contract Members {
    mapping(address => uint256) public member;
    uint256 public fee;

    constructor() { member[msg.sender] = 1; }

    function join(address who) external { // want "Members.join\\(\\) lets any caller grant or revoke member for an address it chooses"
        member[who] = 1;
    }

    function setFee(uint256 f) external {
        require(member[msg.sender] != 0);
        fee = f;
    }
}

// Giving up one's own role, whichever role it is, grants nothing; taking any role for oneself does.
contract Roles {
    mapping(bytes32 => mapping(address => bool)) public hasRole;
    uint256 public limit;

    constructor() { hasRole[0x00][msg.sender] = true; }

    modifier onlyRole(bytes32 role) {
        require(hasRole[role][msg.sender], "missing role");
        _;
    }

    function renounceRole(bytes32 role) external {
        hasRole[role][msg.sender] = false;
    }

    function claimRole(bytes32 role) external { // want "Roles.claimRole\\(\\) lets any caller grant or revoke hasRole for an address it chooses"
        hasRole[role][msg.sender] = true;
    }

    function setLimit(uint256 l) external onlyRole(0x00) {
        limit = l;
    }
}
