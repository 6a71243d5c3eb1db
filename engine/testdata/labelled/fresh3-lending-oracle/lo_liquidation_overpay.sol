pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IOracle {
    function getUnderlyingPrice(address token) external view returns (uint256);
}

contract CdpEngine {
    IERC20 public collateralToken;
    IERC20 public stablecoin;
    IOracle public oracle;
    uint256 public liquidationIncentive = 110; // percent

    mapping(address => uint256) public locked;
    mapping(address => uint256) public minted;
    uint256 public totalMinted;

    constructor(IERC20 c, IERC20 s, IOracle o) public {
        collateralToken = c;
        stablecoin = s;
        oracle = o;
    }

    function shortfall(address vault) public view returns (bool) {
        uint256 value = locked[vault] * oracle.getUnderlyingPrice(address(collateralToken)) / 1e18;
        return minted[vault] * 150 > value * 100;
    }

    function liquidate(address vault, uint256 repay) external {
        require(shortfall(vault), "safe");
        require(stablecoin.transferFrom(msg.sender, address(this), repay), "repay");
        // repay is not capped at the vault's debt: the subtraction wraps and the seize exceeds the collateral
        // <yes> <report> ARITHMETIC
        minted[vault] -= repay;
        totalMinted -= repay;
        uint256 seize = repay * liquidationIncentive / 100 * 1e18 / oracle.getUnderlyingPrice(address(collateralToken));
        // <yes> <report> ARITHMETIC
        locked[vault] -= seize;
        require(collateralToken.transfer(msg.sender, seize), "seize");
    }
}
