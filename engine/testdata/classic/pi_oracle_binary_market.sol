// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "reentrant");
        _status = 2;
        _;
        _status = 1;
    }
}

/// Binary market resolved by a single trusted resolver after the close; winners pull their payout.
contract ResolvedBinaryMarket is ReentrancyGuard {
    address public immutable resolver;
    uint64 public immutable closeTime;
    bool public resolved;
    bool public outcomeYes;
    uint256 public totalYes;
    uint256 public totalNo;
    mapping(address => uint256) public yesStake;
    mapping(address => uint256) public noStake;

    event Bet(address indexed account, bool yes, uint256 amount);
    event Resolved(bool outcomeYes);
    event Claimed(address indexed account, uint256 amount);

    constructor(address _resolver, uint64 _closeTime) {
        require(_resolver != address(0), "resolver");
        resolver = _resolver;
        closeTime = _closeTime;
    }

    function bet(bool yes) external payable {
        require(block.timestamp < closeTime, "closed");
        require(msg.value > 0, "zero");
        if (yes) {
            yesStake[msg.sender] += msg.value;
            totalYes += msg.value;
        } else {
            noStake[msg.sender] += msg.value;
            totalNo += msg.value;
        }
        emit Bet(msg.sender, yes, msg.value);
    }

    function resolve(bool _outcomeYes) external {
        require(msg.sender == resolver, "resolver");
        require(block.timestamp >= closeTime, "open");
        require(!resolved, "resolved");
        resolved = true;
        outcomeYes = _outcomeYes;
        emit Resolved(_outcomeYes);
    }

    function claim() external nonReentrant {
        require(resolved, "pending");
        uint256 stake;
        uint256 side;
        if (outcomeYes) {
            stake = yesStake[msg.sender];
            yesStake[msg.sender] = 0;
            side = totalYes;
        } else {
            stake = noStake[msg.sender];
            noStake[msg.sender] = 0;
            side = totalNo;
        }
        require(stake > 0, "nothing");
        uint256 payout = (stake * (totalYes + totalNo)) / side;
        emit Claimed(msg.sender, payout);
        (bool ok, ) = msg.sender.call{value: payout}("");
        require(ok, "send");
    }
}
