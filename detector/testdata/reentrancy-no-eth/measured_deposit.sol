pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IAdapter {
    function pullInto(address to, uint256 amount) external;
}

contract MeasuredBasket {
    IERC20 public immutable stable;
    mapping(address => uint256) public credits;
    uint256 private status = 1;

    modifier nonReentrant() {
        require(status == 1);
        status = 2;
        _;
        status = 1;
    }

    constructor(IERC20 stable_) {
        stable = stable_;
    }

    // The adapter the caller names runs during the call and can deposit stable through this function again:
    // both measurements count that deposit.
    function depositVia(IAdapter adapter, uint256 amount) external {
        uint256 before = stable.balanceOf(address(this));
        adapter.pullInto(address(this), amount); // want "calls adapter before it writes credits"
        credits[msg.sender] += stable.balanceOf(address(this)) - before;
    }

    // Safe: the call goes to the measured token itself.
    function deposit(uint256 amount) external {
        uint256 before = stable.balanceOf(address(this));
        require(stable.transferFrom(msg.sender, address(this), amount));
        credits[msg.sender] += stable.balanceOf(address(this)) - before;
    }

    // Safe: locked.
    function depositViaLocked(IAdapter adapter, uint256 amount) external nonReentrant {
        uint256 before = stable.balanceOf(address(this));
        adapter.pullInto(address(this), amount);
        credits[msg.sender] += stable.balanceOf(address(this)) - before;
    }

    // Safe: nothing measured across the call, and the credit was not read before it.
    function depositFixed(IAdapter adapter, uint256 amount) external {
        adapter.pullInto(address(this), amount);
        credits[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external nonReentrant {
        credits[msg.sender] -= amount;
        require(stable.transfer(msg.sender, amount));
    }
}

interface IBorrower {
    function onLoan(uint256 amount) external;
}

contract MeasuredLender {
    IERC20 public immutable asset;
    uint256 public loans;
    mapping(address => uint256) public deposited;

    constructor(IERC20 asset_) {
        asset = asset_;
    }

    // Safe for this rule: the count written after the call does not come from the measured balance.
    function flashLoan(IBorrower borrower, uint256 amount) external {
        uint256 before = asset.balanceOf(address(this));
        require(asset.transfer(address(borrower), amount));
        borrower.onLoan(amount);
        require(asset.balanceOf(address(this)) >= before, "not repaid");
        loans += 1;
    }

    // The difference is kept in a local and credited.
    function depositVia(IAdapter adapter, uint256 amount) external {
        uint256 before = asset.balanceOf(address(this));
        adapter.pullInto(address(this), amount); // want "calls adapter before it writes deposited"
        uint256 received = asset.balanceOf(address(this)) - before;
        deposited[msg.sender] += received;
    }
}
