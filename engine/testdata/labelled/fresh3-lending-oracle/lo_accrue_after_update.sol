// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract VariableRatePool {
    IERC20 public immutable asset;
    uint256 public totalDeposits;
    uint256 public totalBorrows;
    uint256 public borrowIndex = 1e18;
    uint256 public lastAccrual;
    mapping(address => uint256) public principal;
    mapping(address => uint256) public userIndex;

    constructor(IERC20 _asset) {
        asset = _asset;
        lastAccrual = block.timestamp;
    }

    function utilisation() public view returns (uint256) {
        if (totalDeposits == 0) return 0;
        return totalBorrows * 1e18 / totalDeposits;
    }

    function ratePerSecond() public view returns (uint256) {
        return 1e9 + utilisation() * 5e9 / 1e18;
    }

    function accrue() public {
        uint256 elapsed = block.timestamp - lastAccrual;
        if (elapsed == 0) return;
        uint256 factor = ratePerSecond() * elapsed;
        totalBorrows += totalBorrows * factor / 1e18;
        borrowIndex += borrowIndex * factor / 1e18;
        lastAccrual = block.timestamp;
    }

    function deposit(uint256 amount) external {
        accrue();
        require(asset.transferFrom(msg.sender, address(this), amount));
        totalDeposits += amount;
    }

    function borrow(uint256 amount) external {
        totalBorrows += amount;
        // interest for the elapsed period is charged at the utilisation after this borrow
        // <yes> <report> OTHER
        accrue();
        principal[msg.sender] = debtOf(msg.sender) + amount;
        userIndex[msg.sender] = borrowIndex;
        require(asset.transfer(msg.sender, amount));
    }

    function debtOf(address account) public view returns (uint256) {
        if (userIndex[account] == 0) return 0;
        return principal[account] * borrowIndex / userIndex[account];
    }
}
