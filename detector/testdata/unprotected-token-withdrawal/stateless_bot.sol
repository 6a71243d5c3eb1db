pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

// A bot with no state but immutables that keeps working capital for its owner, who alone withdraws it: a
// callback anyone calls pays out that capital, not leftovers of the caller's own transaction.
contract CapitalBot {
    address public immutable owner;

    constructor() {
        owner = msg.sender;
    }

    function flashCallback(IERC20 token, uint256 repay) external { // want "CapitalBot.flashCallback\\(\\) lets any caller transfer repay of the contract's tokens to msg.sender$"
        require(token.transfer(msg.sender, repay));
    }

    function withdraw(IERC20 token) external {
        require(msg.sender == owner, "owner");
        require(token.transfer(owner, token.balanceOf(address(this))));
    }
}

// A helper with no owner: what it holds is what the current transaction left.
contract LeftoverHelper {
    function sweep(IERC20 token, uint256 amount) external { // want "LeftoverHelper.sweep\\(\\) lets any caller transfer amount of the contract's tokens to msg.sender; the contract keeps no state"
        require(token.transfer(msg.sender, amount));
    }
}
