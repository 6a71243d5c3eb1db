// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add overflow");
        return c;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div by zero");
        return a / b;
    }
}

interface IVotingEscrow {
    function balanceOf(address addr) external view returns (uint256);
    function totalSupply() external view returns (uint256);
}

// Weekly ETH fee payout to the registered lockers of a vote-escrow: fees collect during the week and the
// keeper pushes every locker its share in one transaction.
contract WeeklyFeePusher {
    using SafeMath for uint256;

    IVotingEscrow public immutable ve;
    address public keeper;
    uint256 public constant WEEK = 1 weeks;
    uint256 public lastPayout;

    address[] public lockers;
    mapping(address => bool) public registered;

    event Paid(address indexed locker, uint256 amount);

    constructor(IVotingEscrow _ve, address _keeper) public {
        ve = _ve;
        keeper = _keeper;
        lastPayout = block.timestamp;
    }

    receive() external payable {}

    function register() external {
        require(!registered[msg.sender], "registered");
        require(ve.balanceOf(msg.sender) > 0, "no lock");
        require(lockers.length < 200, "full");
        registered[msg.sender] = true;
        lockers.push(msg.sender);
    }

    function payout() external {
        require(msg.sender == keeper, "keeper only");
        require(block.timestamp >= lastPayout + WEEK, "too early");
        lastPayout = block.timestamp;
        uint256 fees = address(this).balance;
        uint256 total = ve.totalSupply();
        for (uint256 i = 0; i < lockers.length; i++) {
            address payable locker = payable(lockers[i]);
            uint256 share = fees.mul(ve.balanceOf(locker)).div(total);
            if (share > 0) {
                // One registered contract that reverts on receipt stops the payout to every locker.
                // <yes> <report> DENIAL_OF_SERVICE
                locker.transfer(share);
                emit Paid(locker, share);
            }
        }
    }

    function setKeeper(address newKeeper) external {
        require(msg.sender == keeper, "keeper only");
        keeper = newKeeper;
    }
}
