// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }
}

/// Ecosystem grants vault: the DAO's multisig funds it with a stablecoin and streams grants in tranches.
/// The stablecoin may return false instead of reverting.
contract EcosystemGrants {
    using SafeMath for uint256;

    struct Grant {
        address recipient;
        uint256 total;
        uint256 claimed;
        uint256 tranches;
        uint256 start;
        uint256 interval;
    }

    IERC20 public immutable token;
    address public multisig;
    mapping(uint256 => Grant) public grants;
    uint256 public grantCount;
    uint256 public outstanding;

    modifier onlyMultisig() {
        require(msg.sender == multisig, "grants: !multisig");
        _;
    }

    constructor(IERC20 _token, address _multisig) public {
        token = _token;
        multisig = _multisig;
    }

    function fund(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "grants: fund failed");
    }

    function createGrant(address recipient, uint256 total, uint256 tranches, uint256 interval)
        external
        onlyMultisig
        returns (uint256 id)
    {
        require(tranches > 0 && interval > 0, "grants: schedule");
        require(outstanding.add(total) <= token.balanceOf(address(this)), "grants: underfunded");
        outstanding = outstanding.add(total);
        id = ++grantCount;
        grants[id] = Grant(recipient, total, 0, tranches, block.timestamp, interval);
    }

    function vested(uint256 id) public view returns (uint256) {
        Grant storage g = grants[id];
        uint256 elapsed = (block.timestamp - g.start) / g.interval;
        if (elapsed >= g.tranches) return g.total;
        return g.total / g.tranches * elapsed;
    }

    function claim(uint256 id) external {
        Grant storage g = grants[id];
        require(msg.sender == g.recipient, "grants: !recipient");
        uint256 amount = vested(id).sub(g.claimed);
        require(amount > 0, "grants: nothing");
        g.claimed = g.claimed.add(amount);
        outstanding = outstanding.sub(amount);
        // <yes> <report> UNCHECKED_LL_CALLS
        token.transfer(g.recipient, amount);
    }

    function clawback(uint256 id) external onlyMultisig {
        Grant storage g = grants[id];
        uint256 unvested = g.total.sub(vested(id));
        g.total = g.total.sub(unvested);
        outstanding = outstanding.sub(unvested);
        require(token.transfer(multisig, unvested), "grants: clawback failed");
    }
}
