// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IStable {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
}

interface IOracle {
    function ethPrice() external view returns (uint256);
}

/// ETH-backed vaults for a dollar stablecoin: 150% minimum ratio.
contract EthVaultManager {
    IStable public immutable stable;
    IOracle public immutable oracle;

    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;

    event Deposited(address indexed user, uint256 amount);
    event Withdrawn(address indexed user, uint256 amount);

    constructor(IStable _stable, IOracle _oracle) {
        stable = _stable;
        oracle = _oracle;
    }

    function _healthy(uint256 coll, uint256 owed) internal view returns (bool) {
        return coll * oracle.ethPrice() * 2 >= owed * 3e18;
    }

    function deposit() external payable {
        collateral[msg.sender] += msg.value;
        emit Deposited(msg.sender, msg.value);
    }

    function mint(uint256 amount) external {
        debt[msg.sender] += amount;
        require(_healthy(collateral[msg.sender], debt[msg.sender]), "ratio");
        stable.mint(msg.sender, amount);
    }

    function repay(uint256 amount) external {
        stable.burn(msg.sender, amount);
        debt[msg.sender] -= amount;
    }

    function withdraw(uint256 amount) external {
        uint256 coll = collateral[msg.sender];
        require(amount <= coll, "amount");
        require(_healthy(coll - amount, debt[msg.sender]), "ratio");
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "eth");
        collateral[msg.sender] = coll - amount;
        emit Withdrawn(msg.sender, amount);
    }
}
