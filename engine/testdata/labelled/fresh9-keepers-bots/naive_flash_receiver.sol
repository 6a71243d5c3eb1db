// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC3156FlashBorrower {
    function onFlashLoan(address initiator, address token, uint256 amount, uint256 fee, bytes calldata data)
        external returns (bytes32);
}

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IArbRouter {
    function run(address token, uint256 amount, bytes calldata route) external returns (uint256 out);
}

/// Arbitrage executor that borrows from a fixed-fee ERC-3156 pool and repays principal plus fee from
/// the proceeds, keeping a float of the loan token to cover the fee when a trade breaks even.
contract FlashArbReceiver is IERC3156FlashBorrower {
    bytes32 private constant CALLBACK_SUCCESS = keccak256("ERC3156FlashBorrower.onFlashLoan");

    address public immutable pool;
    address public immutable owner;
    IArbRouter public router;

    constructor(address pool_, IArbRouter router_) {
        pool = pool_;
        router = router_;
        owner = msg.sender;
    }

    function onFlashLoan(address, address token, uint256 amount, uint256 fee, bytes calldata data)
        external override returns (bytes32)
    {
        require(msg.sender == pool, "only pool");
        if (data.length > 0) {
            IERC20(token).approve(address(router), amount);
            router.run(token, amount, data);
        }
        // repay principal and fee; the pool pulls it
        // <yes> <report> ACCESS_CONTROL
        IERC20(token).approve(pool, amount + fee);
        return CALLBACK_SUCCESS;
    }

    function sweep(address token) external {
        require(msg.sender == owner, "owner");
        IERC20(token).transfer(owner, IERC20(token).balanceOf(address(this)));
    }
}
