// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IGauge {
    function deposit(uint256 amount) external;
    function withdraw(uint256 amount) external;
    function balanceOf(address account) external view returns (uint256);
}

/// @title Curve gauge strategy
/// @notice The governance-only helpers lost their modifier in a refactor: anyone can migrate the position to a
/// strategy of their choosing or pull the whole position out to any address.
contract StrategyCurveGauge {
    IERC20 public immutable want;
    IGauge public immutable gauge;
    address public vault;
    address public governance;

    modifier onlyGovernance() {
        require(msg.sender == governance, "!governance");
        _;
    }

    constructor(IERC20 _want, IGauge _gauge, address _vault) {
        want = _want;
        gauge = _gauge;
        vault = _vault;
        governance = msg.sender;
    }

    function setGovernance(address _governance) external onlyGovernance {
        governance = _governance;
    }

    function balanceOfPool() public view returns (uint256) {
        return gauge.balanceOf(address(this));
    }

    function deposit() external {
        uint256 bal = want.balanceOf(address(this));
        if (bal > 0) {
            gauge.deposit(bal);
        }
    }

    function withdraw(uint256 amount) external {
        require(msg.sender == vault, "!vault");
        gauge.withdraw(amount);
        require(want.transfer(vault, amount), "transfer");
    }

    /// @notice Moves the whole position to the next strategy.
    function migrate(address newStrategy) external {
        gauge.withdraw(balanceOfPool());
        // <yes> <report> ACCESS_CONTROL
        require(want.transfer(newStrategy, want.balanceOf(address(this))), "transfer");
    }

    /// @notice Panic button: unstakes everything and sends it to the given recipient.
    function emergencyWithdraw(address to) external {
        gauge.withdraw(balanceOfPool());
        // <yes> <report> ACCESS_CONTROL
        want.transfer(to, want.balanceOf(address(this)));
    }
}
