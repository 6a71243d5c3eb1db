// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Binary yes/no market. Stakes are pooled per side; once resolved the winning side shares the whole pot.
contract BinaryMarket {
    struct Position {
        uint256 yes;
        uint256 no;
    }

    address public creator;
    uint64 public closeTime;
    bool public resolved;
    bool public outcomeYes;
    uint256 public totalYes;
    uint256 public totalNo;
    mapping(address => Position) public positions;
    mapping(address => bool) public claimed;

    event Bet(address indexed account, bool yes, uint256 amount);
    event Resolved(bool outcomeYes);

    constructor(uint64 _closeTime) {
        creator = msg.sender;
        closeTime = _closeTime;
    }

    function bet(bool yes) external payable {
        require(block.timestamp < closeTime, "closed");
        require(msg.value > 0, "zero");
        if (yes) {
            positions[msg.sender].yes += msg.value;
            totalYes += msg.value;
        } else {
            positions[msg.sender].no += msg.value;
            totalNo += msg.value;
        }
        emit Bet(msg.sender, yes, msg.value);
    }

    /// Settles the market with the reported result.
    // <yes> <report> ACCESS_CONTROL
    function resolve(bool _outcomeYes) external {
        require(block.timestamp >= closeTime, "open");
        require(!resolved, "resolved");
        resolved = true;
        outcomeYes = _outcomeYes;
        emit Resolved(_outcomeYes);
    }

    function claim() external {
        require(resolved, "pending");
        require(!claimed[msg.sender], "claimed");
        Position memory p = positions[msg.sender];
        uint256 stake = outcomeYes ? p.yes : p.no;
        uint256 winners = outcomeYes ? totalYes : totalNo;
        require(stake > 0, "lost");
        claimed[msg.sender] = true;
        uint256 payout = (stake * (totalYes + totalNo)) / winners;
        (bool ok, ) = msg.sender.call{value: payout}("");
        require(ok, "send");
    }
}
