// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IFrax {
    function pool_mint(address to, uint256 amount) external;
    function pool_burn_from(address from, uint256 amount) external;
    function global_collateral_ratio() external view returns (uint256);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

// AMO minter: mints the stablecoin to registered algorithmic market operations up to a cap, and tracks how
// much each AMO owes back. Governance may also make arbitrary calls through it to rescue positions.
contract AmoMinter {
    IFrax public immutable FRAX;
    IERC20 public immutable collateral;
    address public owner;
    address public timelock;
    int256 public mintCap = 100_000_000e18;
    int256 public fraxMintSum;
    uint256 public minCR = 810000;

    mapping(address => bool) public amos;
    mapping(address => int256) public fraxMintBalances;

    modifier onlyByOwnGov() {
        require(msg.sender == owner || msg.sender == timelock, "not owner or timelock");
        _;
    }

    modifier validAMO(address amo) {
        require(amos[amo], "invalid AMO");
        _;
    }

    constructor(IFrax frax_, IERC20 collateral_, address timelock_) {
        FRAX = frax_;
        collateral = collateral_;
        owner = msg.sender;
        timelock = timelock_;
    }

    function addAMO(address amo) external onlyByOwnGov {
        require(amo != address(0), "zero");
        amos[amo] = true;
    }

    function removeAMO(address amo) external onlyByOwnGov {
        amos[amo] = false;
    }

    function mintFraxForAMO(address amo, uint256 amount) external onlyByOwnGov validAMO(amo) {
        int256 amt = int256(amount);
        require(fraxMintSum + amt <= mintCap, "mint cap");
        require(FRAX.global_collateral_ratio() >= minCR, "CR too low");
        fraxMintBalances[amo] += amt;
        fraxMintSum += amt;
        FRAX.pool_mint(amo, amount);
    }

    function burnFraxFromAMO(uint256 amount) external validAMO(msg.sender) {
        int256 amt = int256(amount);
        FRAX.pool_burn_from(msg.sender, amount);
        fraxMintBalances[msg.sender] -= amt;
        fraxMintSum -= amt;
    }

    function giveCollatToAMO(address amo, uint256 amount) external onlyByOwnGov validAMO(amo) {
        require(collateral.transfer(amo, amount), "transfer");
    }

    function execute(address to, uint256 value, bytes calldata data) external returns (bool, bytes memory) {
        // <yes> <report> ACCESS_CONTROL
        (bool success, bytes memory result) = to.call{value: value}(data);
        return (success, result);
    }
}
