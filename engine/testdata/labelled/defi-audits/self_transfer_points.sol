// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// Transferable points: the transfer reads both balances first, so moving points to oneself mints them.
contract Points {
    mapping(address => uint256) private _balances;
    address public immutable admin;

    constructor() {
        admin = msg.sender;
    }

    function balanceOf(address a) external view returns (uint256) {
        return _balances[a];
    }

    function award(address to, uint256 amount) external {
        require(msg.sender == admin, "admin");
        _balances[to] += amount;
    }

    function transferFrom(address from, address to, uint256 amount) external {
        require(from == msg.sender, "owner");
        _move(from, to, amount);
    }

    function _move(address from, address to, uint256 amount) internal {
        uint256 fromBal = _balances[from];
        uint256 toBal = _balances[to];
        require(fromBal >= amount, "balance");
        _balances[from] = fromBal - amount;
        // <yes> <report> OTHER
        _balances[to] = toBal + amount;
    }
}
