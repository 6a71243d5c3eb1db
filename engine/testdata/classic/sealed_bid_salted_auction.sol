// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

/// A sealed-bid auction whose commitments bind the bidder, the amount and a secret salt.
contract SaltedSealedAuction {
    address payable public immutable beneficiary;
    uint256 public immutable biddingEnd;
    uint256 public immutable revealEnd;

    mapping(address => bytes32) public commitments;
    mapping(address => uint256) public deposits;
    mapping(address => uint256) public pendingReturns;
    address public highestBidder;
    uint256 public highestBid;
    bool public ended;

    error TooEarly();
    error TooLate();

    constructor(uint256 biddingTime, uint256 revealTime, address payable _beneficiary) {
        beneficiary = _beneficiary;
        biddingEnd = block.timestamp + biddingTime;
        revealEnd = block.timestamp + biddingTime + revealTime;
    }

    function commit(bytes32 commitment) external payable {
        if (block.timestamp >= biddingEnd) revert TooLate();
        require(commitments[msg.sender] == bytes32(0), "already committed");
        commitments[msg.sender] = commitment;
        deposits[msg.sender] = msg.value;
    }

    function reveal(uint256 value, bytes32 salt) external {
        if (block.timestamp < biddingEnd) revert TooEarly();
        if (block.timestamp >= revealEnd) revert TooLate();
        require(commitments[msg.sender] == keccak256(abi.encode(msg.sender, value, salt)), "mismatch");
        delete commitments[msg.sender];
        uint256 deposit = deposits[msg.sender];
        deposits[msg.sender] = 0;
        if (deposit >= value && value > highestBid) {
            if (highestBidder != address(0)) {
                pendingReturns[highestBidder] += highestBid;
            }
            highestBid = value;
            highestBidder = msg.sender;
            pendingReturns[msg.sender] += deposit - value;
        } else {
            pendingReturns[msg.sender] += deposit;
        }
    }

    function withdraw() external {
        uint256 amount = pendingReturns[msg.sender];
        if (amount > 0) {
            pendingReturns[msg.sender] = 0;
            (bool ok, ) = payable(msg.sender).call{value: amount}("");
            require(ok, "withdraw failed");
        }
    }

    function auctionEnd() external {
        if (block.timestamp < revealEnd) revert TooEarly();
        require(!ended, "ended");
        ended = true;
        (bool ok, ) = beneficiary.call{value: highestBid}("");
        require(ok, "payout failed");
    }
}
