// SPDX-License-Identifier: BUSL-1.1
pragma solidity 0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "SafeMath: division by zero");
        return a / b;
    }
}

/// Exchange of a perp protocol: every trade pays a taker fee that accrues to the protocol until it is
/// collected by the fee recipient.
contract PerpExchange {
    using SafeMath for uint256;

    IERC20 public immutable quote;
    address public governance;
    address public feeRecipient;
    uint256 public takerFeeBps = 10;
    uint256 public accruedFees;
    mapping(address => uint256) public margin;

    constructor(IERC20 _quote, address _feeRecipient) {
        quote = _quote;
        governance = msg.sender;
        feeRecipient = _feeRecipient;
    }

    function setTakerFee(uint256 bps) external {
        require(msg.sender == governance, "gov");
        require(bps <= 100, "cap");
        takerFeeBps = bps;
    }

    function setFeeRecipient(address recipient) external {
        require(recipient != address(0), "zero");
        // <yes> <report> ACCESS_CONTROL
        feeRecipient = recipient;
    }

    function deposit(uint256 amount) external {
        require(quote.transferFrom(msg.sender, address(this), amount), "transfer");
        margin[msg.sender] = margin[msg.sender].add(amount);
    }

    function chargeFee(address trader, uint256 notional) internal returns (uint256 fee) {
        fee = notional.mul(takerFeeBps).div(10000);
        margin[trader] = margin[trader].sub(fee);
        accruedFees = accruedFees.add(fee);
    }

    function trade(uint256 notional) external {
        chargeFee(msg.sender, notional);
    }

    function collectFees() external {
        uint256 amount = accruedFees;
        accruedFees = 0;
        require(quote.transfer(feeRecipient, amount), "transfer");
    }
}
