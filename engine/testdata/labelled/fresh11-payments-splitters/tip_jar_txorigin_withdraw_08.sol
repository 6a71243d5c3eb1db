// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A creator's personal tip jar, deployed from the creator's wallet. Fans tip with a note; the creator
/// withdraws to any address it likes.
contract CreatorTipJar {
    address public immutable creator;
    uint256 public totalTips;

    struct Note {
        address fan;
        uint96 amount;
        string text;
    }

    Note[] public notes;

    event Tip(address indexed fan, uint256 amount);
    event Withdrawal(address indexed to, uint256 amount);

    error NotCreator();
    error TooSmall();

    constructor() {
        creator = msg.sender;
    }

    function tip(string calldata text) external payable {
        if (msg.value < 0.001 ether) revert TooSmall();
        totalTips += msg.value;
        notes.push(Note(msg.sender, uint96(msg.value), text));
        emit Tip(msg.sender, msg.value);
    }

    function noteCount() external view returns (uint256) {
        return notes.length;
    }

    function withdraw(address payable to, uint256 amount) external {
        // <yes> <report> ACCESS_CONTROL
        if (tx.origin != creator) revert NotCreator();
        require(amount <= address(this).balance, "balance");
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "send");
        emit Withdrawal(to, amount);
    }
}
