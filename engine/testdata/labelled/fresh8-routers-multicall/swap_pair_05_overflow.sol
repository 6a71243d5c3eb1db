pragma solidity ^0.5.12;

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// Peg-swap between two versions of a token (old LINK to new, old to migrated): 1:1 with a per-source limit.
contract PegSwap {
    address public owner;
    mapping(address => mapping(address => uint256)) public liquidity;

    constructor() public {
        owner = msg.sender;
    }

    function addLiquidity(uint256 amount, address source, address target) external {
        require(msg.sender == owner, "owner");
        require(IERC20(target).transferFrom(msg.sender, address(this), amount), "pull");
        // <yes> <report> ARITHMETIC
        liquidity[source][target] += amount;
    }

    function swap(uint256 amount, address source, address target) external {
        require(amount <= liquidity[source][target], "insufficient liquidity");
        liquidity[source][target] -= amount;
        liquidity[target][source] += amount;
        require(IERC20(source).transferFrom(msg.sender, address(this), amount), "pull");
        require(IERC20(target).transfer(msg.sender, amount), "push");
    }
}
