pragma solidity ^0.7.6;

library InterestMath {
    uint256 internal constant SECONDS_PER_YEAR = 365 days;
    uint256 internal constant WAD = 1e18;

    function linearInterest(uint256 rateBps, uint256 elapsed) internal pure returns (uint256) {
        // the per-second rate is truncated before it is scaled by the elapsed time
        // <yes> <report> ARITHMETIC
        return rateBps * WAD / 10000 / SECONDS_PER_YEAR * elapsed;
    }
}

contract FixedRateLoans {
    using InterestMath for uint256;

    struct Loan {
        uint256 principal;
        uint256 rateBps;
        uint256 start;
    }

    mapping(address => Loan) public loans;
    address public lender;

    constructor() {
        lender = msg.sender;
    }

    function open(address borrower, uint256 principal, uint256 rateBps) external {
        require(msg.sender == lender, "lender");
        loans[borrower] = Loan(principal, rateBps, block.timestamp);
    }

    function owed(address borrower) public view returns (uint256) {
        Loan memory l = loans[borrower];
        uint256 factor = l.rateBps.linearInterest(block.timestamp - l.start);
        return l.principal + l.principal * factor / 1e18;
    }

    function feeOnOwed(address borrower, uint256 feeBps) external view returns (uint256) {
        // <yes> <report> ARITHMETIC
        return owed(borrower) / 10000 * feeBps;
    }
}
