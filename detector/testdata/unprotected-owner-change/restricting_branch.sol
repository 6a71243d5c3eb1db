// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// A branch on the caller that only adds checks for the matching account grants it nothing: the highest
// bidder must wait for finalisation, the others withdraw freely. Whoever becomes highestBidder gains no
// privilege, so reveal() may set it.
contract RestrictingBranch {
    mapping(address => uint256) public deposits;
    address public highestBidder;
    uint256 public highestBid;
    bool public finalized;

    function reveal(uint256 amount) external {
        if (amount <= deposits[msg.sender] && amount > highestBid) {
            highestBid = amount;
            highestBidder = msg.sender;
        }
    }

    function withdraw() external {
        if (msg.sender == highestBidder) {
            require(finalized, "not finalized");
        }
        uint256 amount = deposits[msg.sender];
        deposits[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
    }
}

// A branch whose matching side does more than check (it skips the fee for the stored account) is an access
// check: setting the account is reported.
contract GrantingBranch {
    mapping(address => uint256) public deposits;
    address public feeExempt;
    uint256 public fee;

    function claimExemption() external { // want "lets any caller set feeExempt"
        feeExempt = msg.sender;
    }

    function withdraw() external {
        uint256 amount = deposits[msg.sender];
        if (msg.sender != feeExempt) {
            require(amount > fee, "fee");
            amount -= fee;
        }
        deposits[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
    }
}

// The account that bypasses a check the others must pass holds a privilege: the keeper skips the timelock.
contract BypassingBranch {
    address public keeper;
    uint256 public unlockAt;

    function becomeKeeper() external { // want "lets any caller set keeper"
        keeper = msg.sender;
    }

    function sweep() external {
        if (msg.sender != keeper) {
            require(block.timestamp >= unlockAt, "locked");
        }
        payable(msg.sender).transfer(address(this).balance);
    }
}
