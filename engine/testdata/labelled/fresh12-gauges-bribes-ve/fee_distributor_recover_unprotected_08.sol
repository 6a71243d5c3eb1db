// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

interface IVotingEscrow {
    function balanceOfAt(address addr, uint256 ts) external view returns (uint256);
    function totalSupplyAt(uint256 ts) external view returns (uint256);
}

// Curve's FeeDistributor in Solidity: fee tokens are checkpointed into weekly buckets, and lockers claim
// each week's bucket in proportion to their vote-escrow balance at the week's start.
contract FeeDistributor {
    uint256 constant WEEK = 7 * 86400;

    IERC20 public immutable feeToken;
    IVotingEscrow public immutable ve;
    address public admin;
    address public emergencyReturn;
    bool public isKilled;

    uint256 public startTime;
    uint256 public lastTokenTime;
    uint256 public tokenLastBalance;
    mapping(uint256 => uint256) public tokensPerWeek;
    mapping(address => uint256) public timeCursorOf;

    constructor(IERC20 _token, IVotingEscrow _ve, uint256 _start, address _emergency) {
        uint256 t = (_start / WEEK) * WEEK;
        feeToken = _token;
        ve = _ve;
        startTime = t;
        lastTokenTime = t;
        admin = msg.sender;
        emergencyReturn = _emergency;
    }

    function checkpointToken() public {
        uint256 balance = feeToken.balanceOf(address(this));
        uint256 toDistribute = balance - tokenLastBalance;
        tokenLastBalance = balance;
        uint256 t = lastTokenTime;
        uint256 sinceLast = block.timestamp - t;
        lastTokenTime = block.timestamp;
        uint256 thisWeek = (t / WEEK) * WEEK;
        for (uint256 i = 0; i < 20; i++) {
            uint256 nextWeek = thisWeek + WEEK;
            if (block.timestamp < nextWeek) {
                tokensPerWeek[thisWeek] += sinceLast == 0 ? toDistribute : (toDistribute * (block.timestamp - t)) / sinceLast;
                break;
            }
            tokensPerWeek[thisWeek] += sinceLast == 0 ? 0 : (toDistribute * (nextWeek - t)) / sinceLast;
            t = nextWeek;
            thisWeek = nextWeek;
        }
    }

    function claim() external returns (uint256 toPay) {
        require(!isKilled, "killed");
        uint256 cursor = timeCursorOf[msg.sender];
        if (cursor == 0) cursor = startTime;
        uint256 currentWeek = (block.timestamp / WEEK) * WEEK;
        for (uint256 i = 0; i < 50 && cursor < currentWeek; i++) {
            uint256 supply = ve.totalSupplyAt(cursor);
            if (supply > 0) {
                toPay += (ve.balanceOfAt(msg.sender, cursor) * tokensPerWeek[cursor]) / supply;
            }
            cursor += WEEK;
        }
        timeCursorOf[msg.sender] = cursor;
        if (toPay > 0) {
            tokenLastBalance -= toPay;
            require(feeToken.transfer(msg.sender, toPay), "transfer");
        }
    }

    function killMe() external {
        require(msg.sender == admin, "admin only");
        isKilled = true;
        require(feeToken.transfer(emergencyReturn, feeToken.balanceOf(address(this))), "transfer");
    }

    // Meant for tokens sent here by mistake; the admin check that killMe has is missing, and the fee token
    // itself is not excluded.
    function recoverBalance(IERC20 token, address to) external returns (bool) {
        uint256 amount = token.balanceOf(address(this));
        // <yes> <report> ACCESS_CONTROL
        require(token.transfer(to, amount), "transfer");
        return true;
    }

    function commitAdmin(address newAdmin) external {
        require(msg.sender == admin, "admin only");
        admin = newAdmin;
    }
}
