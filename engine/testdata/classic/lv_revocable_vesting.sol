// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transfer.selector, to, value));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
    }

    function _call(IERC20 token, bytes memory data) private {
        (bool success, bytes memory ret) = address(token).call(data);
        require(success && (ret.length == 0 || abi.decode(ret, (bool))), "SafeERC20: call failed");
    }
}

abstract contract Ownable2Step {
    address public owner;
    address public pendingOwner;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        pendingOwner = newOwner;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "Ownable: not pending owner");
        owner = pendingOwner;
        pendingOwner = address(0);
    }
}

/// Revocable team vesting with a cliff (TokenVesting-style). Revocation returns the unvested part to the
/// owner; beneficiaries release their own vested tokens; all arithmetic is checked by 0.8.
contract RevocableTeamVesting is Ownable2Step {
    using SafeERC20 for IERC20;

    struct Schedule {
        uint128 total;
        uint128 released;
        uint64 start;
        uint64 cliff;
        uint64 duration;
        bool revocable;
        bool revoked;
    }

    IERC20 public immutable token;
    mapping(address => Schedule) public schedules;

    event Released(address indexed beneficiary, uint256 amount);
    event Revoked(address indexed beneficiary, uint256 refund);

    constructor(IERC20 token_) {
        token = token_;
    }

    function createSchedule(
        address beneficiary,
        uint128 total,
        uint64 start,
        uint64 cliffDuration,
        uint64 duration,
        bool revocable
    ) external onlyOwner {
        require(beneficiary != address(0), "Vesting: zero beneficiary");
        require(schedules[beneficiary].total == 0, "Vesting: exists");
        require(duration > 0 && cliffDuration <= duration, "Vesting: bad duration");
        schedules[beneficiary] = Schedule(total, 0, start, start + cliffDuration, duration, revocable, false);
        token.safeTransferFrom(msg.sender, address(this), total);
    }

    function vestedAmount(address beneficiary) public view returns (uint256) {
        Schedule storage s = schedules[beneficiary];
        if (block.timestamp < s.cliff) {
            return 0;
        } else if (s.revoked || block.timestamp >= uint256(s.start) + s.duration) {
            return s.total;
        } else {
            return (uint256(s.total) * (block.timestamp - s.start)) / s.duration;
        }
    }

    function release() external {
        Schedule storage s = schedules[msg.sender];
        uint256 amount = vestedAmount(msg.sender) - s.released;
        require(amount > 0, "Vesting: nothing to release");
        s.released += uint128(amount);
        token.safeTransfer(msg.sender, amount);
        emit Released(msg.sender, amount);
    }

    function revoke(address beneficiary) external onlyOwner {
        Schedule storage s = schedules[beneficiary];
        require(s.revocable && !s.revoked, "Vesting: not revocable");
        uint256 vested = vestedAmount(beneficiary);
        uint256 refund = s.total - vested;
        s.total = uint128(vested);
        s.revoked = true;
        token.safeTransfer(owner, refund);
        emit Revoked(beneficiary, refund);
    }
}
