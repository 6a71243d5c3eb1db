pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract Treasury {
    address public admin;
    IERC20 public token;
    mapping(address => uint256) public owed;

    // Rated low: nothing is recorded as paid, so a failed transfer leaves the tokens where they were.
    function sweep(address to) external {
        require(msg.sender == admin, "admin");
        token.transfer(to, token.balanceOf(address(this))); // want "Treasury.sweep\\(\\) ignores the bool returned by token.transfer\\(to, token.balanceOf\\(address\\(this\\)\\)\\) \\(the function records nothing"
    }

    // Medium: the debt is cleared whether or not the tokens arrive.
    function claim() external {
        uint256 amount = owed[msg.sender];
        owed[msg.sender] = 0;
        token.transfer(msg.sender, amount); // want "Treasury.claim\\(\\) ignores the bool returned by token.transfer\\(msg.sender, amount\\)$"
    }

    // Medium: writes nothing itself, but the function that calls it clears the debt first.
    function pay(address to, uint256 amount) public {
        require(msg.sender == admin, "admin");
        token.transfer(to, amount); // want "Treasury.pay\\(\\) ignores the bool returned by token.transfer\\(to, amount\\)$"
    }

    function settle(address to) external {
        uint256 amount = owed[to];
        owed[to] = 0;
        pay(to, amount);
    }
}

contract Swapper {
    IERC20 public tokenOut;
    IERC20 public tokenIn;

    // Medium: the caller's tokens came in for the ones sent out.
    function swap(uint256 amount) external {
        require(tokenIn.transferFrom(msg.sender, address(this), amount), "pull");
        tokenOut.transfer(msg.sender, amount); // want "Swapper.swap\\(\\) ignores the bool returned by tokenOut.transfer\\(msg.sender, amount\\)$"
    }
}
