pragma solidity ^0.8.0;

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IRouter {
    function swap(address tokenIn, uint256 amountIn, uint256 minOut) external returns (uint256);
}

contract Zap {
    IRouter public router;
    address public oldRouter;

    // Rated low: a failed approve grants nothing and the router's pull of the tokens then fails, so nothing moves.
    function zap(IERC20 token, uint256 amount, uint256 minOut) external returns (uint256) {
        require(token.transferFrom(msg.sender, address(this), amount), "pull");
        token.approve(address(router), amount); // want "Zap.zap\\(\\) ignores the bool returned by token.approve\\(address\\(router\\), amount\\) \\(a failed approve grants nothing"
        return router.swap(address(token), amount, minOut);
    }

    // Medium: a failed revocation leaves the old router's allowance in place.
    function retire(IERC20 token) external {
        token.approve(oldRouter, 0); // want "Zap.retire\\(\\) ignores the bool returned by token.approve\\(oldRouter, 0\\)$"
    }

    // Safe: checked.
    function allow(IERC20 token, uint256 amount) external {
        require(token.approve(address(router), amount), "approve");
    }
}
