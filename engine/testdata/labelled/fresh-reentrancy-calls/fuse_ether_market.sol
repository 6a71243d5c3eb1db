pragma solidity 0.5.16;

contract ComptrollerLike {
    function borrowAllowed(address market, address borrower, uint amount) external returns (uint);
}

contract CEtherMarket {
    ComptrollerLike public comptroller;
    uint public totalBorrows;
    uint public totalReserves;
    mapping(address => uint) public accountBorrows;
    mapping(address => uint) public accountTokens;

    event Borrow(address borrower, uint borrowAmount, uint accountBorrows, uint totalBorrows);

    constructor(ComptrollerLike comptroller_) public {
        comptroller = comptroller_;
    }

    function getCashPrior() internal view returns (uint) {
        return address(this).balance - msg.value;
    }

    function borrowBalanceStored(address account) public view returns (uint) {
        return accountBorrows[account];
    }

    function borrow(uint borrowAmount) external returns (uint) {
        return borrowFresh(msg.sender, borrowAmount);
    }

    function borrowFresh(address payable borrower, uint borrowAmount) internal returns (uint) {
        uint allowed = comptroller.borrowAllowed(address(this), borrower, borrowAmount);
        require(allowed == 0, "comptroller rejection");
        require(getCashPrior() >= borrowAmount, "insufficient cash");

        uint accountBorrowsNew = accountBorrows[borrower] + borrowAmount;
        uint totalBorrowsNew = totalBorrows + borrowAmount;

        doTransferOut(borrower, borrowAmount);

        accountBorrows[borrower] = accountBorrowsNew;
        totalBorrows = totalBorrowsNew;

        emit Borrow(borrower, borrowAmount, accountBorrowsNew, totalBorrowsNew);
        return 0;
    }

    function doTransferOut(address payable to, uint amount) internal {
        // <yes> <report> REENTRANCY
        (bool success, ) = to.call.value(amount)("");
        require(success, "doTransferOut failed");
    }

    function mint() external payable {
        accountTokens[msg.sender] += msg.value;
    }

    function repayBorrow() external payable {
        accountBorrows[msg.sender] -= msg.value;
        totalBorrows -= msg.value;
    }
}
