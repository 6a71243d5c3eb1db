// SPDX-License-Identifier: MIT
pragma solidity ^0.7.0;

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

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "SafeMath: division by zero");
        return a / b;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Linear vesting vault for launchpad buyers. release() was made callable by a relayer on behalf of the
/// beneficiary, but it also lets the caller choose where the beneficiary's tokens go.
contract LaunchVestingVault {
    using SafeMath for uint256;

    IERC20 public token;
    address public operator;
    uint256 public startTime;
    uint256 public vestingPeriod;

    mapping(address => uint256) public totalAllocated;
    mapping(address => uint256) public totalReleased;

    constructor(IERC20 _token, uint256 _startTime, uint256 _vestingPeriod) {
        token = _token;
        operator = msg.sender;
        startTime = _startTime;
        vestingPeriod = _vestingPeriod;
    }

    function allocate(address[] calldata buyers, uint256[] calldata amounts) external {
        require(msg.sender == operator, "Vault: !operator");
        require(buyers.length == amounts.length, "Vault: length");
        uint256 sum;
        for (uint256 i = 0; i < buyers.length; i++) {
            totalAllocated[buyers[i]] = totalAllocated[buyers[i]].add(amounts[i]);
            sum = sum.add(amounts[i]);
        }
        require(token.transferFrom(msg.sender, address(this), sum), "Vault: funding failed");
    }

    function releasable(address beneficiary) public view returns (uint256) {
        if (block.timestamp <= startTime) return 0;
        uint256 elapsed = block.timestamp.sub(startTime);
        uint256 vested = elapsed >= vestingPeriod
            ? totalAllocated[beneficiary]
            : totalAllocated[beneficiary].mul(elapsed).div(vestingPeriod);
        return vested.sub(totalReleased[beneficiary]);
    }

    function release(address beneficiary, address to) external {
        uint256 amount = releasable(beneficiary);
        require(amount > 0, "Vault: nothing to release");
        totalReleased[beneficiary] = totalReleased[beneficiary].add(amount);
        // <yes> <report> ACCESS_CONTROL
        require(token.transfer(to, amount), "Vault: transfer failed");
    }
}
