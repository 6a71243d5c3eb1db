// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeTransfer {
    function safeTransfer(IERC20 token, address to, uint256 amount) internal {
        (bool ok, bytes memory ret) = address(token).call(abi.encodeWithSelector(IERC20.transfer.selector, to, amount));
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "SafeTransfer: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 amount) internal {
        (bool ok, bytes memory ret) =
            address(token).call(abi.encodeWithSelector(IERC20.transferFrom.selector, from, to, amount));
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "SafeTransfer: transferFrom failed");
    }
}

/// DAO payroll in a stablecoin, pull-based: salaries accrue per second, and each contributor claims their own
/// pay. The DAO's payroll admin adds, changes and ends contributors; no one is paid in a loop.
contract PayrollClaims {
    using SafeTransfer for IERC20;

    struct Contributor {
        uint128 ratePerSecond;
        uint64 lastClaim;
        uint64 endsAt;
    }

    IERC20 public immutable token;
    address public admin;
    mapping(address => Contributor) public contributors;
    mapping(address => uint256) public owed;

    event ContributorSet(address indexed who, uint256 ratePerSecond, uint256 endsAt);
    event Claimed(address indexed who, uint256 amount);

    modifier onlyAdmin() {
        require(msg.sender == admin, "payroll: admin only");
        _;
    }

    constructor(IERC20 _token, address _admin) {
        token = _token;
        admin = _admin;
    }

    function _accrued(Contributor memory c) internal view returns (uint256) {
        uint256 until = block.timestamp < c.endsAt ? block.timestamp : c.endsAt;
        if (until <= c.lastClaim) return 0;
        return uint256(c.ratePerSecond) * (until - c.lastClaim);
    }

    function setContributor(address who, uint128 ratePerSecond, uint64 endsAt) external onlyAdmin {
        Contributor storage c = contributors[who];
        owed[who] += _accrued(c);
        c.ratePerSecond = ratePerSecond;
        c.lastClaim = uint64(block.timestamp);
        c.endsAt = endsAt;
        emit ContributorSet(who, ratePerSecond, endsAt);
    }

    function fund(uint256 amount) external {
        token.safeTransferFrom(msg.sender, address(this), amount);
    }

    function claim() external {
        Contributor storage c = contributors[msg.sender];
        uint256 amount = owed[msg.sender] + _accrued(c);
        owed[msg.sender] = 0;
        c.lastClaim = uint64(block.timestamp);
        require(amount > 0, "payroll: nothing to claim");
        token.safeTransfer(msg.sender, amount);
        emit Claimed(msg.sender, amount);
    }

    function setAdmin(address next) external onlyAdmin {
        require(next != address(0), "payroll: zero admin");
        admin = next;
    }
}
