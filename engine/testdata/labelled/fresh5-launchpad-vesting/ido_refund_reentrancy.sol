// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Fair-launch presale: ETH in, tokens out after the sale, or a refund when the sale is cancelled.
/// The refund sends ETH before clearing the contribution, so a contract buyer re-enters and drains the pool.
contract PresaleRound {
    address public immutable owner;
    IERC20 public immutable token;
    uint256 public immutable rate;
    bool public cancelled;
    bool public finalized;
    uint256 public raised;
    mapping(address => uint256) public contributed;

    constructor(IERC20 token_, uint256 rate_) {
        owner = msg.sender;
        token = token_;
        rate = rate_;
    }

    function buy() external payable {
        require(!cancelled && !finalized, "Presale: closed");
        contributed[msg.sender] += msg.value;
        raised += msg.value;
    }

    function cancel() external {
        require(msg.sender == owner, "Presale: owner");
        require(!finalized, "Presale: finalized");
        cancelled = true;
    }

    function refund() external {
        require(cancelled, "Presale: not cancelled");
        uint256 amount = contributed[msg.sender];
        require(amount > 0, "Presale: nothing");
        // <yes> <report> REENTRANCY
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "Presale: refund failed");
        contributed[msg.sender] = 0;
        raised -= amount;
    }

    function claim() external {
        require(finalized, "Presale: not finalized");
        uint256 amount = contributed[msg.sender] * rate;
        contributed[msg.sender] = 0;
        require(token.transfer(msg.sender, amount), "Presale: claim failed");
    }

    function finalize() external {
        require(msg.sender == owner, "Presale: owner");
        require(!cancelled, "Presale: cancelled");
        finalized = true;
        payable(owner).transfer(address(this).balance);
    }
}
