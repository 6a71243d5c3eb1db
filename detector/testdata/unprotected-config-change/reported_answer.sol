pragma solidity ^0.8.0;

interface IOracle {
    function getPrice(address asset) external view returns (uint256);
}

// A comptroller whose oracle anyone replaces: the liquidity it reports, which the markets lend against, is
// then whatever the attacker's oracle says.
contract OpenComptroller {
    IOracle public oracle;
    mapping(address => mapping(address => uint256)) public collateral;

    function setPriceOracle(IOracle newOracle) external { // want "OpenComptroller.setPriceOracle\\(\\) lets any caller replace oracle, whose answer OpenComptroller.liquidity\\(\\) reports to other contracts"
        oracle = newOracle;
    }

    // The answer reaches the named result.
    function liquidity(address account, address[] calldata markets) external view returns (uint256 total) {
        for (uint256 i = 0; i < markets.length; i++) {
            total += collateral[account][markets[i]] * oracle.getPrice(markets[i]) / 1e18;
        }
    }
}

// The answer priced in through a local.
contract OpenValueView {
    IOracle public feed;
    mapping(address => uint256) public held;

    function setFeed(IOracle f) external { // want "OpenValueView.setFeed\\(\\) lets any caller replace feed, whose answer OpenValueView.valueOf\\(\\) reports to other contracts"
        feed = f;
    }

    function valueOf(address asset) external view returns (uint256) {
        uint256 p = feed.getPrice(asset);
        return held[asset] * p / 1e18;
    }
}

// A proxy that echoes the answer as it is: like a rate handed back unchanged, not reported as worked out.
contract EchoView {
    IOracle public feed;

    function setFeed(IOracle f) external {
        feed = f;
    }

    function priceOf(address asset) external view returns (uint256) {
        return feed.getPrice(asset);
    }
}

// The same comptroller with its setter behind the admin's check.
contract GuardedComptroller {
    address public admin = msg.sender;
    IOracle public oracle;
    mapping(address => mapping(address => uint256)) public collateral;

    function setPriceOracle(IOracle newOracle) external {
        require(msg.sender == admin, "admin");
        oracle = newOracle;
    }

    function liquidity(address account, address market) external view returns (uint256) {
        return collateral[account][market] * oracle.getPrice(market) / 1e18;
    }
}

// A view that asks the oracle only to say whether it answers, and reports no price.
contract HealthView {
    IOracle public oracle;
    uint256 public asked;

    function setOracle(IOracle o) external {
        oracle = o;
    }

    function poke(address asset) external {
        asked = asset == address(0) ? 0 : 1;
    }

    function alive(address asset) external view returns (bool ok) {
        oracle.getPrice(asset);
        ok = true;
    }
}
