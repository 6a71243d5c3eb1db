pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address, address, uint256) external returns (bool);
    function transfer(address, uint256) external returns (bool);
}

contract Loans {
    IERC20 public immutable debtToken;
    mapping(address => uint256) public debtOf;
    uint256 public totalDebt;

    constructor(IERC20 t) {
        debtToken = t;
    }

    // The caller pays the debt it clears: a repayment on the borrower's behalf.
    function repayFor(address borrower, uint256 amount) external {
        debtOf[borrower] -= amount;
        totalDebt -= amount;
        require(debtToken.transferFrom(msg.sender, address(this), amount));
    }

    // Nothing is paid in: anyone wipes anyone's entry.
    function forgive(address borrower, uint256 amount) external { // want "lets any caller burn amount of borrower's debtOf"
        debtOf[borrower] -= amount;
        totalDebt -= amount;
    }

    // Paid out to the caller, not in: still a burn of the borrower's entry.
    function skim(address borrower, uint256 amount) external { // want "lets any caller burn amount of borrower's debtOf"
        debtOf[borrower] -= amount;
        totalDebt -= amount;
        require(debtToken.transfer(msg.sender, amount));
    }
}
