// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.18;

interface IStakedToken {
    function burnFrom(address account, uint256 amount) external;
}

/// Withdrawal queue: requests are finalized once by the oracle, in order, and claimed by their
/// owner, with the claim recorded before the ether leaves.
contract WithdrawalQueueSafe {
    struct Request {
        address owner;
        uint128 amountOfEth;
        uint64 timestamp;
        bool claimed;
    }

    IStakedToken public immutable token;
    address public immutable oracle;
    uint256 public lastFinalizedId;
    uint256 public lockedEther;
    Request[] public requests;

    event WithdrawalRequested(uint256 indexed id, address indexed owner, uint256 amount);
    event WithdrawalsFinalized(uint256 fromId, uint256 toId, uint256 amount);
    event WithdrawalClaimed(uint256 indexed id, address indexed owner, uint256 amount);

    constructor(IStakedToken _token, address _oracle) {
        token = _token;
        oracle = _oracle;
    }

    function requestWithdrawal(uint128 amount) external returns (uint256 id) {
        require(amount > 0, "ZERO");
        token.burnFrom(msg.sender, amount);
        id = requests.length;
        requests.push(Request(msg.sender, amount, uint64(block.timestamp), false));
        emit WithdrawalRequested(id, msg.sender, amount);
    }

    function finalize(uint256 upToId) external payable {
        require(msg.sender == oracle, "NOT_ORACLE");
        require(upToId > lastFinalizedId && upToId <= requests.length, "BAD_RANGE");
        uint256 sum;
        for (uint256 id = lastFinalizedId; id < upToId; id++) {
            sum += requests[id].amountOfEth;
        }
        require(msg.value == sum, "VALUE");
        emit WithdrawalsFinalized(lastFinalizedId, upToId, sum);
        lastFinalizedId = upToId;
        lockedEther += sum;
    }

    function claimWithdrawal(uint256 id) external {
        require(id < lastFinalizedId, "NOT_FINALIZED");
        Request storage r = requests[id];
        require(r.owner == msg.sender, "NOT_OWNER");
        require(!r.claimed, "ALREADY_CLAIMED");
        r.claimed = true;
        uint256 amount = r.amountOfEth;
        lockedEther -= amount;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "ETH_TRANSFER");
        emit WithdrawalClaimed(id, msg.sender, amount);
    }
}
