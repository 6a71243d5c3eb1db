pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

interface IBorrower {
    function onLoan(uint256 amount) external;
}

// The loan's tokens can be deposited back from the callback and credited to the borrower.
contract TokenPool {
    IERC20 public immutable token;
    mapping(address => uint256) public shares;

    constructor(IERC20 t) {
        token = t;
    }

    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        shares[msg.sender] += amount;
    }

    function flashLoan(uint256 amount) external {
        uint256 before = token.balanceOf(address(this));
        require(token.transfer(msg.sender, amount));
        IBorrower(msg.sender).onLoan(amount);
        require(token.balanceOf(address(this)) >= before, "not repaid"); // want "TokenPool.flashLoan\\(\\) takes the loan as repaid"
    }
}

// The repayment is pulled from the borrower: tokens it deposited are no longer its to pay with.
contract PullingPool {
    IERC20 public immutable token;
    mapping(address => uint256) public shares;

    constructor(IERC20 t) {
        token = t;
    }

    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        shares[msg.sender] += amount;
    }

    function flashLoan(uint256 amount) external {
        uint256 before = token.balanceOf(address(this));
        require(token.transfer(msg.sender, amount));
        IBorrower(msg.sender).onLoan(amount);
        require(token.transferFrom(msg.sender, address(this), amount));
        require(token.balanceOf(address(this)) >= before, "not repaid");
    }
}
