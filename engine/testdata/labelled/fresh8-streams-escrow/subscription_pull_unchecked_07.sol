// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Membership club paid in an ERC-20: the keeper renews members whose period has run out by pulling the
/// fee from their allowance; a member whose pull fails is meant to lapse.
contract MembershipRenewals {
    IERC20 public feeToken;
    address public treasury;
    address public keeper;
    uint256 public fee;
    uint256 public constant PERIOD = 30 days;
    mapping(address => uint256) public paidUntil;

    constructor(IERC20 _token, address _treasury, address _keeper, uint256 _fee) {
        feeToken = _token;
        treasury = _treasury;
        keeper = _keeper;
        fee = _fee;
    }

    function join() external {
        require(feeToken.transferFrom(msg.sender, treasury, fee), "fee");
        paidUntil[msg.sender] = block.timestamp + PERIOD;
    }

    function renew(address member) external {
        require(msg.sender == keeper, "keeper");
        require(paidUntil[member] != 0, "not a member");
        // <yes> <report> TIME_MANIPULATION
        require(block.timestamp >= paidUntil[member], "still paid");
        // <yes> <report> UNCHECKED_LL_CALLS
        feeToken.transferFrom(member, treasury, fee);
        paidUntil[member] = block.timestamp + PERIOD;
    }

    function isMember(address who) external view returns (bool) {
        return paidUntil[who] > block.timestamp;
    }
}
