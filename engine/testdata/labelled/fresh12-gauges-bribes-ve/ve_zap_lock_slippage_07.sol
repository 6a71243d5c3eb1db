// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

interface IUniswapV2Router {
    function WETH() external pure returns (address);
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory amounts);
}

interface IVotingEscrow {
    function create_lock_for(address to, uint256 value, uint256 unlockTime) external;
    function deposit_for(address to, uint256 value) external;
}

// A zap: users send ETH, the zap buys the governance token on the DEX and locks it in the vote-escrow for them.
contract LockZap {
    IUniswapV2Router public immutable router;
    IVotingEscrow public immutable ve;
    IERC20 public immutable govToken;
    bool private entered;

    modifier nonReentrant() {
        require(!entered, "reentrant");
        entered = true;
        _;
        entered = false;
    }

    constructor(IUniswapV2Router _router, IVotingEscrow _ve, IERC20 _gov) {
        router = _router;
        ve = _ve;
        govToken = _gov;
        _gov.approve(address(_ve), type(uint256).max);
    }

    function _buy() internal returns (uint256 bought) {
        address[] memory path = new address[](2);
        path[0] = router.WETH();
        path[1] = address(govToken);
        // A sandwich around the zap takes the buy at any price: nothing bounds the tokens received.
        // <yes> <report> FRONT_RUNNING
        uint256[] memory out = router.swapExactETHForTokens{value: msg.value}(0, path, address(this), block.timestamp);
        bought = out[out.length - 1];
    }

    function zapAndLock(uint256 unlockTime) external payable nonReentrant {
        require(msg.value > 0, "no ETH");
        uint256 bought = _buy();
        ve.create_lock_for(msg.sender, bought, unlockTime);
    }

    function zapAndAdd() external payable nonReentrant {
        require(msg.value > 0, "no ETH");
        uint256 bought = _buy();
        ve.deposit_for(msg.sender, bought);
    }
}
