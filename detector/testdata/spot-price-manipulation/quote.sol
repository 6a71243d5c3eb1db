pragma solidity ^0.8.0;

interface IRouter {
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory amounts);
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline) external returns (uint256[] memory);
}

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

contract Bonds {
    IRouter public router;
    IERC20 public lp;
    IERC20 public payout;
    address[] public path;
    mapping(address => uint256) public owed;

    function bond(uint256 amount) external {
        require(lp.transferFrom(msg.sender, address(this), amount));
        uint256[] memory amounts = router.getAmountsOut(amount, path); // want "Bonds.bond\\(\\) pays out an amount priced from the pool's current price \\(router.getAmountsOut\\(amount, path\\)\\)"
        require(payout.transfer(msg.sender, amounts[1]));
    }

    function bondLater(uint256 amount) external {
        require(lp.transferFrom(msg.sender, address(this), amount));
        owed[msg.sender] += router.getAmountsOut(amount, path)[1] * 11 / 10; // want "Bonds.bondLater\\(\\) credits owed\\[msg.sender\\] with an amount priced from the pool's current price"
    }

    // Not a payout: a quote taken for the swap's own bound (weak, but the swap pays what the pool gives).
    function harvest(uint256 amount, uint256 deadline) external {
        uint256 expected = router.getAmountsOut(amount, path)[1];
        router.swapExactTokensForTokens(amount, expected * 99 / 100, path, address(this), deadline);
    }
}
