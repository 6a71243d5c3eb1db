// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Vesting streams for investors, any ERC-20 accepted (including tokens that return false on failure).
contract InvestorVestingStreams {
    struct Vest {
        IERC20 token;
        address beneficiary;
        uint256 total;
        uint256 released;
        uint64 start;
        uint64 duration;
    }

    mapping(uint256 => Vest) public vests;
    uint256 public count;

    function create(IERC20 token, address beneficiary, uint256 total, uint64 start, uint64 duration) external returns (uint256 id) {
        require(duration > 0, "duration");
        id = ++count;
        vests[id] = Vest(token, beneficiary, total, 0, start, duration);
        // <yes> <report> UNCHECKED_LL_CALLS
        token.transferFrom(msg.sender, address(this), total);
    }

    function vestedAmount(uint256 id) public view returns (uint256) {
        Vest storage v = vests[id];
        if (block.timestamp < v.start) return 0;
        if (block.timestamp >= v.start + v.duration) return v.total;
        return (v.total * (block.timestamp - v.start)) / v.duration;
    }

    function release(uint256 id) external {
        Vest storage v = vests[id];
        uint256 amount = vestedAmount(id) - v.released;
        v.released += amount;
        require(v.token.transfer(v.beneficiary, amount), "transfer");
    }
}
