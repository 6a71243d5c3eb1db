pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IOracle {
    function price() external view returns (uint256);
}

contract MarginBook {
    IERC20 public immutable token;
    IOracle public immutable oracle;
    mapping(address => uint256) public collateralOf;
    mapping(address => uint256) public debtOf;
    mapping(address => uint256) public rewardsOf;

    constructor(IERC20 t, IOracle o) {
        token = t;
        oracle = o;
    }

    function _healthy(address account) internal view returns (bool) {
        return debtOf[account] * 10000 <= collateralOf[account] * oracle.price() / 1e18 * 7500;
    }

    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        collateralOf[msg.sender] += amount;
    }

    function borrow(uint256 amount) external {
        debtOf[msg.sender] += amount;
        require(_healthy(msg.sender), "unhealthy");
        require(token.transfer(msg.sender, amount), "transfer");
    }

    // Safe: repaying pays nobody.
    function repay(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        debtOf[msg.sender] -= amount;
    }

    // Vulnerable: collateral leaves with no solvency check.
    function withdraw(uint256 amount) external { // want "MarginBook.withdraw\\(\\) lowers the caller's collateralOf and pays the caller without asking MarginBook._healthy\\(\\)"
        collateralOf[msg.sender] -= amount;
        require(token.transfer(msg.sender, amount), "transfer");
    }

    // Safe: the same check follows the withdrawal, through a helper.
    function withdrawChecked(uint256 amount) external {
        collateralOf[msg.sender] -= amount;
        _requireHealthy(msg.sender);
        require(token.transfer(msg.sender, amount), "transfer");
    }

    function _requireHealthy(address account) internal view {
        require(_healthy(account), "unhealthy");
    }

    // Safe: rewards are no record the solvency check reads.
    function claim(uint256 amount) external {
        rewardsOf[msg.sender] -= amount;
        require(token.transfer(msg.sender, amount), "transfer");
    }
}

// Safe: no solvency check anywhere, so nothing tells the records back a debt.
contract PlainVault {
    IERC20 public immutable token;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 t) {
        token = t;
    }

    function withdraw(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        require(token.transfer(msg.sender, amount), "transfer");
    }
}
