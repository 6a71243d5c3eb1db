pragma solidity ^0.5.16;

interface IStableToken {
    function burn(address account, uint256 amount) external;
    function mint(address account, uint256 amount) external;
}

interface IPriceFeed {
    function getPrice() external view returns (uint256);
}

/// Trove book with redemptions: a holder burns stablecoins and receives ETH at face value from the trove with
/// the lowest collateral ratio, which is kept at the head of the sorted list by the front end.
contract RedemptionManager {
    struct Trove {
        uint256 coll;
        uint256 debt;
        address next;
    }

    IStableToken public stableToken;
    IPriceFeed public priceFeed;
    address public head;
    mapping(address => Trove) public troves;
    uint256 public totalDebt;
    uint256 public totalColl;

    constructor(IStableToken _stableToken, IPriceFeed _priceFeed) public {
        stableToken = _stableToken;
        priceFeed = _priceFeed;
    }

    function redeemCollateral(uint256 stableAmount, uint256 maxIterations) external {
        uint256 price = priceFeed.getPrice();
        uint256 remaining = stableAmount;
        uint256 ethToSend;
        address current = head;
        for (uint256 i = 0; i < maxIterations && current != address(0) && remaining > 0; i++) {
            Trove storage t = troves[current];
            uint256 take = remaining < t.debt ? remaining : t.debt;
            uint256 ethLot = take * 1e18 / price;
            // <yes> <report> ARITHMETIC
            t.coll = t.coll - ethLot;
            t.debt = t.debt - take;
            remaining = remaining - take;
            ethToSend = ethToSend + ethLot;
            current = t.next;
        }
        uint256 redeemed = stableAmount - remaining;
        // <yes> <report> ARITHMETIC
        totalDebt = totalDebt - redeemed;
        totalColl = totalColl - ethToSend;
        stableToken.burn(msg.sender, redeemed);
        msg.sender.transfer(ethToSend);
    }
}
