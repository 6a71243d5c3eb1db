pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

contract Pool {
    IERC20[2] public coins;
    uint256[2] public balances;

    constructor(IERC20 a, IERC20 b) {
        coins[0] = a;
        coins[1] = b;
    }

    // Safe: each transfer takes the caller's own tokens; only the caller's allowance can make it fail.
    function addLiquidity(uint256[2] calldata amounts) external {
        for (uint256 k = 0; k < 2; k++) {
            require(coins[k].transferFrom(msg.sender, address(this), amounts[k]), "in");
            balances[k] += amounts[k];
        }
    }
}

contract Vaults {
    IERC20[] public tokens;
    address public owner = msg.sender;

    function addToken(IERC20 t) external {
        tokens.push(t);
    }

    // Each token is asked to send the caller's own share, but one token that reverts blocks the others.
    function withdrawAll(uint256 amount) external {
        for (uint256 i = 0; i < tokens.length; i++) {
            require(tokens[i].transfer(msg.sender, amount), "out"); // want "Vaults.withdrawAll\\(\\) calls tokens\\[i\\] inside a loop"
        }
    }
}
