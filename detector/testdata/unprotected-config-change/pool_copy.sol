pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

// A pool moves its balances by what each trade brings and takes, worked out on a memory copy of them: any
// trader changes them, but only from their own value, not to a value of the trader's choosing.
contract Pool {
    IERC20[2] public coins;
    uint256[2] public balances;

    constructor(IERC20 a, IERC20 b) { coins[0] = a; coins[1] = b; }

    function exchange(uint256 i, uint256 dx) external returns (uint256 dy) {
        require(i < 2 && dx > 0);
        uint256 j = 1 - i;
        uint256[2] memory xp = balances;
        dy = xp[j] * dx / (xp[i] + dx);
        balances[i] = xp[i] + dx;
        balances[j] = xp[j] - dy;
        require(coins[i].transferFrom(msg.sender, address(this), dx));
        require(coins[j].transfer(msg.sender, dy));
    }
}

// The same copy, but the entry is set from the caller's own number: the copy does not back it.
contract OpenPool {
    IERC20[2] public coins;
    uint256[2] public balances;

    constructor(IERC20 a, IERC20 b) { coins[0] = a; coins[1] = b; }

    function exchange(uint256 i, uint256 dx, uint256 level) external returns (uint256 dy) { // want "OpenPool.exchange\\(\\) lets any caller set balances\\[i\\]"
        require(i < 2 && dx > 0);
        uint256 j = 1 - i;
        uint256[2] memory xp = balances;
        dy = xp[j] * dx / (xp[i] + dx);
        balances[i] = level;
        balances[j] = xp[j] - dy;
        require(coins[i].transferFrom(msg.sender, address(this), dx));
        require(coins[j].transfer(msg.sender, dy));
    }
}
