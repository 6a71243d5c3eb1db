pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

contract BalancePricedExchange {
    uint256 private unlocked = 1;
    address public immutable owner = msg.sender;

    modifier lock() {
        require(unlocked == 1);
        unlocked = 0;
        _;
        unlocked = 1;
    }

    receive() external payable {}

    function price(uint256 input, uint256 inReserve, uint256 outReserve) public pure returns (uint256) {
        return (input * 997 * outReserve) / (inReserve * 1000 + input * 997);
    }

    // The caller names the token, whose transferFrom runs the caller's code after the payout.
    function sell(IERC20 token, uint256 amount) external {
        uint256 out = price(amount, token.balanceOf(address(this)), address(this).balance);
        payable(msg.sender).transfer(out);
        require(token.transferFrom(msg.sender, address(this), amount)); // want "pays out with .* before it collects with"
    }

    // Safe: the payment is collected before the payout.
    function sellPullFirst(IERC20 token, uint256 amount) external {
        uint256 reserve = token.balanceOf(address(this));
        require(token.transferFrom(msg.sender, address(this), amount));
        uint256 out = price(amount, reserve, address(this).balance);
        payable(msg.sender).transfer(out);
    }

    // Safe: locked.
    function sellLocked(IERC20 token, uint256 amount) external lock {
        uint256 out = price(amount, token.balanceOf(address(this)), address(this).balance);
        payable(msg.sender).transfer(out);
        require(token.transferFrom(msg.sender, address(this), amount));
    }

    // Safe: only the owner rebalances, and the hooks the token calls are the owner's.
    function rebalance(IERC20 token, uint256 amount) external {
        require(msg.sender == owner, "owner");
        uint256 out = price(amount, token.balanceOf(address(this)), address(this).balance);
        payable(msg.sender).transfer(out);
        require(token.transferFrom(msg.sender, address(this), amount));
    }

    // Safe: the payout is not priced from the pulled token's balance.
    function swapFixed(IERC20 token, IERC20 other, uint256 amount) external {
        uint256 out = price(amount, 1e24, other.balanceOf(address(this)));
        require(other.transfer(msg.sender, out));
        require(token.transferFrom(msg.sender, address(this), amount));
    }
}
