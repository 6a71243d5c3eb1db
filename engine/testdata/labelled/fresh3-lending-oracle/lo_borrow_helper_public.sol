pragma solidity ^0.6.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address a) external view returns (uint256);
}

interface IComptroller {
    function borrowAllowed(address market, address borrower, uint256 amount) external returns (uint256);
}

contract CErc20Market {
    IERC20 public underlying;
    IComptroller public comptroller;
    mapping(address => uint256) public accountBorrows;
    uint256 public totalBorrows;

    constructor(IERC20 u, IComptroller c) public {
        underlying = u;
        comptroller = c;
    }

    function borrow(uint256 amount) external returns (uint256) {
        uint256 err = comptroller.borrowAllowed(address(this), msg.sender, amount);
        require(err == 0, "comptroller rejection");
        return borrowFresh(msg.sender, amount);
    }

    // meant to be internal: anyone can borrow for any account without the comptroller's check
    // <yes> <report> ACCESS_CONTROL
    function borrowFresh(address payable borrower, uint256 amount) public returns (uint256) {
        require(underlying.balanceOf(address(this)) >= amount, "cash");
        accountBorrows[borrower] = accountBorrows[borrower] + amount;
        totalBorrows = totalBorrows + amount;
        require(underlying.transfer(msg.sender, amount), "transfer");
        return 0;
    }
}
