// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Stablecoin whose minters (vault managers, the PSM, bridges) are granted by an owner behind a two-step
/// transfer; each minter has its own mint cap. Holders burn their own balance or an approved one.
contract CappedMinterStable {
    string public constant name = "Capped Dollar";
    string public constant symbol = "cUSD";
    uint8 public constant decimals = 18;

    address public owner;
    address public pendingOwner;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => uint256) public mintCap;
    mapping(address => uint256) public minted;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event MinterCap(address indexed minter, uint256 cap);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    constructor() {
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        pendingOwner = newOwner;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "not pending");
        emit OwnershipTransferred(owner, msg.sender);
        owner = msg.sender;
        pendingOwner = address(0);
    }

    function setMintCap(address minter, uint256 cap) external onlyOwner {
        mintCap[minter] = cap;
        emit MinterCap(minter, cap);
    }

    function mint(address to, uint256 amount) external {
        uint256 newMinted = minted[msg.sender] + amount;
        require(newMinted <= mintCap[msg.sender], "cap");
        minted[msg.sender] = newMinted;
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function burn(uint256 amount) external {
        _burn(msg.sender, amount);
    }

    function burnFrom(address from, uint256 amount) external {
        _spendAllowance(from, msg.sender, amount);
        _burn(from, amount);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        _spendAllowance(from, msg.sender, amount);
        _transfer(from, to, amount);
        return true;
    }

    function _spendAllowance(address from, address spender, uint256 amount) internal {
        uint256 allowed = allowance[from][spender];
        if (allowed != type(uint256).max) {
            require(allowed >= amount, "allowance");
            allowance[from][spender] = allowed - amount;
        }
    }

    function _transfer(address from, address to, uint256 amount) internal {
        require(to != address(0), "zero");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _burn(address from, uint256 amount) internal {
        balanceOf[from] -= amount;
        totalSupply -= amount;
        emit Transfer(from, address(0), amount);
    }
}
