pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

// Money market in the style of Lendf.me: any listed ERC-20 (ERC-777 tokens included) can be supplied.
contract MoneyMarket {
    struct Balance {
        uint256 principal;
        uint256 interestIndex;
    }

    struct Market {
        bool isSupported;
        uint256 totalSupply;
        uint256 supplyIndex;
    }

    address public admin;
    mapping(address => Market) public markets;
    mapping(address => mapping(address => Balance)) public supplyBalances;

    constructor() public {
        admin = msg.sender;
    }

    function supportMarket(address asset) external {
        require(msg.sender == admin, "admin");
        markets[asset] = Market(true, 0, 1e18);
    }

    function doTransferIn(address asset, address from, uint256 amount) internal {
        require(IERC20(asset).transferFrom(from, address(this), amount), "transfer in failed");
    }

    function doTransferOut(address asset, address to, uint256 amount) internal {
        require(IERC20(asset).transfer(to, amount), "transfer out failed");
    }

    function supply(address asset, uint256 amount) external returns (uint256) {
        Market storage market = markets[asset];
        require(market.isSupported, "market not supported");
        Balance storage balance = supplyBalances[msg.sender][asset];

        uint256 userSupplyCurrent = balance.principal * market.supplyIndex / (balance.interestIndex == 0 ? 1e18 : balance.interestIndex);
        uint256 userSupplyUpdated = userSupplyCurrent + amount;
        uint256 newTotalSupply = market.totalSupply - userSupplyCurrent + userSupplyUpdated;

        // <yes> <report> REENTRANCY
        doTransferIn(asset, msg.sender, amount);

        market.totalSupply = newTotalSupply;
        balance.principal = userSupplyUpdated;
        balance.interestIndex = market.supplyIndex;
        return 0;
    }

    function withdraw(address asset, uint256 requestedAmount) external returns (uint256) {
        Market storage market = markets[asset];
        Balance storage balance = supplyBalances[msg.sender][asset];
        uint256 userSupplyCurrent = balance.principal * market.supplyIndex / (balance.interestIndex == 0 ? 1e18 : balance.interestIndex);
        uint256 amount = requestedAmount == uint256(-1) ? userSupplyCurrent : requestedAmount;
        require(amount <= userSupplyCurrent, "insufficient supply");

        balance.principal = userSupplyCurrent - amount;
        balance.interestIndex = market.supplyIndex;
        market.totalSupply = market.totalSupply - amount;

        doTransferOut(asset, msg.sender, amount);
        return 0;
    }
}
