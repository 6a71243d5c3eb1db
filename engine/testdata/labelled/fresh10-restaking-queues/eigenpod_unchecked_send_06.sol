// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Early restaking pod: the pod owner's partial withdrawals (consensus rewards swept to the pod) are paid by the
/// pod manager. The payment is a low-level call whose result is dropped after the pending amount is cleared: if
/// the owner's wallet reverts, the rewards are lost.
contract RestakingPod {
    address public podOwner;
    address public podManager;
    uint256 public restakedBalanceGwei;
    uint256 public pendingPartialWithdrawals;
    mapping(uint64 => bool) public provenWithdrawal;

    modifier onlyPodManager() {
        require(msg.sender == podManager, "pod manager");
        _;
    }

    constructor(address owner_) public {
        podOwner = owner_;
        podManager = msg.sender;
    }

    receive() external payable {}

    function recordPartialWithdrawal(uint64 index, uint256 amountGwei) external onlyPodManager {
        require(!provenWithdrawal[index], "proven");
        provenWithdrawal[index] = true;
        pendingPartialWithdrawals += amountGwei * 1 gwei;
    }

    function recordRestake(uint256 amountGwei) external onlyPodManager {
        restakedBalanceGwei += amountGwei;
    }

    function withdrawPartials() external {
        require(msg.sender == podOwner, "owner");
        uint256 amount = pendingPartialWithdrawals;
        pendingPartialWithdrawals = 0;
        // <yes> <report> UNCHECKED_LL_CALLS
        podOwner.call{value: amount}("");
    }

    function withdrawRestaked(address payable to, uint256 amountGwei) external onlyPodManager {
        require(amountGwei <= restakedBalanceGwei, "balance");
        restakedBalanceGwei -= amountGwei;
        (bool ok, ) = to.call{value: amountGwei * 1 gwei}("");
        require(ok, "send");
    }
}
