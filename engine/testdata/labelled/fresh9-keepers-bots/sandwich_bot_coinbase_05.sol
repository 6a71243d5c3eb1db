pragma solidity ^0.5.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

interface IPair {
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

/// Searcher contract that runs bundle legs: it sends its own tokens into a pair, takes the output, and tips the
/// block builder out of the ETH it holds when the leg is the last of a bundle.
contract BundleExecutor {
    address private owner;
    address private executor;

    constructor(address _executor) public {
        owner = msg.sender;
        executor = _executor;
    }

    function() external payable {}

    function leg(address token, address pair, uint256 amountIn, uint256 amount0Out, uint256 amount1Out,
        uint256 tip) external
    {
        require(msg.sender == executor, "executor");
        require(IERC20(token).transfer(pair, amountIn), "in");
        IPair(pair).swap(amount0Out, amount1Out, address(this), "");
        if (tip > 0) {
            // <yes> <report> UNCHECKED_LL_CALLS
            block.coinbase.send(tip);
        }
    }

    function withdrawEth(uint256 amount) external {
        require(msg.sender == owner, "owner");
        msg.sender.transfer(amount);
    }

    function withdrawToken(address token) external {
        require(msg.sender == owner, "owner");
        require(IERC20(token).transfer(owner, IERC20(token).balanceOf(address(this))), "transfer");
    }
}
