pragma solidity ^0.4.24;

contract EIP20Interface {
    function balanceOf(address owner) public view returns (uint256 balance);
    function transferFrom(address from, address to, uint256 value) public returns (bool success);
    function transfer(address to, uint256 value) public returns (bool success);
}

contract MoneyMarket {
    struct Balance {
        uint principal;
        uint interestIndex;
    }

    struct Market {
        bool isSupported;
        uint totalSupply;
        uint supplyIndex;
    }

    address public admin;
    mapping(address => Market) public markets;
    mapping(address => mapping(address => Balance)) public supplyBalances;

    event SupplyReceived(address account, address asset, uint amount, uint startingBalance, uint newBalance);

    constructor() public {
        admin = msg.sender;
    }

    function _supportMarket(address asset) public {
        require(msg.sender == admin);
        markets[asset].isSupported = true;
        markets[asset].supplyIndex = 1e18;
    }

    function supply(address asset, uint amount) public returns (uint) {
        Market storage market = markets[asset];
        Balance storage balance = supplyBalances[msg.sender][asset];
        require(market.isSupported);

        uint startingBalance = balance.principal * market.supplyIndex / balance.interestIndex;
        if (balance.interestIndex == 0) {
            startingBalance = 0;
        }
        uint userSupplyUpdated = startingBalance + amount;
        uint newTotalSupply = market.totalSupply + amount;

        EIP20Interface token = EIP20Interface(asset);
        // <yes> <report> REENTRANCY
        require(token.transferFrom(msg.sender, address(this), amount));

        market.totalSupply = newTotalSupply;
        balance.principal = userSupplyUpdated;
        balance.interestIndex = market.supplyIndex;

        emit SupplyReceived(msg.sender, asset, amount, startingBalance, userSupplyUpdated);
        return 0;
    }

    function withdraw(address asset, uint requestedAmount) public returns (uint) {
        Market storage market = markets[asset];
        Balance storage balance = supplyBalances[msg.sender][asset];
        uint current = balance.principal * market.supplyIndex / balance.interestIndex;
        uint amount = requestedAmount;
        if (requestedAmount == uint(-1)) {
            amount = current;
        }
        require(amount <= current);
        balance.principal = current - amount;
        balance.interestIndex = market.supplyIndex;
        market.totalSupply -= amount;
        require(EIP20Interface(asset).transfer(msg.sender, amount));
        return 0;
    }
}
