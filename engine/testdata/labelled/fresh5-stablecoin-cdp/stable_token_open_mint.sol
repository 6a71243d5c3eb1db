// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

/// Bridged stablecoin: the bridge mints on deposit proofs and burns on withdrawals. Vaults of the protocol
/// are registered as minters by governance.
contract BridgedUSD {
    string public constant name = "Bridged USD";
    string public constant symbol = "bUSD";
    uint8 public constant decimals = 18;

    address public governance;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => bool) public isMinter;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event MinterUpdated(address indexed minter, bool allowed);

    modifier onlyMinter() {
        require(isMinter[msg.sender], "!minter");
        _;
    }

    constructor() {
        governance = msg.sender;
    }

    // <yes> <report> ACCESS_CONTROL
    function setMinter(address minter, bool allowed) external {
        isMinter[minter] = allowed;
        emit MinterUpdated(minter, allowed);
    }

    function mint(address to, uint256 amount) external onlyMinter {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    // <yes> <report> ACCESS_CONTROL
    function burn(address from, uint256 amount) external {
        balanceOf[from] -= amount;
        totalSupply -= amount;
        emit Transfer(from, address(0), amount);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        emit Transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - amount;
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
        return true;
    }
}
