// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Linear vesting stream for contributor grants. The amount vested is computed from a per-second
/// rate derived on the fly from the deposit and the duration.
contract LinearGrantStream {
    struct Grant {
        address recipient;
        uint128 deposit;
        uint128 claimed;
        uint40 start;
        uint40 end;
    }

    IERC20 public immutable token;
    address public admin;
    mapping(uint256 => Grant) public grants;
    uint256 public grantCount;

    constructor(IERC20 _token) {
        token = _token;
        admin = msg.sender;
    }

    function createGrant(address recipient, uint128 deposit, uint40 start, uint40 end) external returns (uint256 id) {
        require(msg.sender == admin, "admin");
        require(end > start, "range");
        id = grantCount++;
        grants[id] = Grant(recipient, deposit, 0, start, end);
        require(token.transferFrom(msg.sender, address(this), deposit), "transferFrom");
    }

    function streamedAmount(uint256 id) public view returns (uint256) {
        Grant storage g = grants[id];
        if (block.timestamp <= g.start) return 0;
        if (block.timestamp >= g.end) return g.deposit;
        uint256 elapsed = block.timestamp - g.start;
        // <yes> <report> ARITHMETIC
        return (g.deposit / (g.end - g.start)) * elapsed;
    }

    function claim(uint256 id) external {
        Grant storage g = grants[id];
        require(msg.sender == g.recipient, "recipient");
        uint256 amount = streamedAmount(id) - g.claimed;
        g.claimed += uint128(amount);
        require(token.transfer(g.recipient, amount), "transfer");
    }
}
