pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transferFrom(address, address, uint256) external returns (bool);
}

interface IRouter {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external returns (uint256[] memory);
}

contract RewardSeller {
    IRouter public router;
    IERC20 public reward;
    IERC20 public want;
    address[] public path;
    address public keeper;

    // Anyone sells the contract's rewards at the minimum they pass: 0, with a sandwich around it.
    function harvest(uint256 minOut, uint256 deadline) external {
        uint256 amount = reward.balanceOf(address(this));
        router.swapExactTokensForTokens(amount, minOut, path, address(this), deadline); // want "RewardSeller.harvest\\(\\) swaps the contract's own funds through router with the least amount out the caller passes \\(minOut\\)"
    }

    // Safe: only the keeper chooses the minimum.
    function keeperHarvest(uint256 minOut, uint256 deadline) external {
        require(msg.sender == keeper, "keeper");
        uint256 amount = reward.balanceOf(address(this));
        router.swapExactTokensForTokens(amount, minOut, path, address(this), deadline);
    }

    // Safe: the caller trades their own tokens, pulled in first.
    function zap(uint256 amountIn, uint256 minOut, uint256 deadline) external {
        require(reward.transferFrom(msg.sender, address(this), amountIn));
        router.swapExactTokensForTokens(reward.balanceOf(address(this)), minOut, path, msg.sender, deadline);
    }

    // Safe: the amount traded is the caller's to choose, as is the minimum.
    function swap(uint256 amountIn, uint256 minOut, uint256 deadline) external {
        router.swapExactTokensForTokens(amountIn, minOut, path, msg.sender, deadline);
    }
}
