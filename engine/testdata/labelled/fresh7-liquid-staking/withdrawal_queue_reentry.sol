// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.18;

interface IStakedToken {
    function burnFrom(address account, uint256 amount) external;
}

/// Withdrawal queue of a liquid staking protocol: users lock their liquid token, the oracle finalizes
/// batches once validators have exited, and each request is then claimable for ETH.
contract WithdrawalQueue {
    struct Request {
        address owner;
        uint128 amountOfEth;
        uint64 timestamp;
        bool finalized;
        bool claimed;
    }

    IStakedToken public immutable token;
    address public oracle;
    uint256 public lastFinalizedId;
    Request[] public requests;

    event WithdrawalRequested(uint256 indexed id, address indexed owner, uint256 amount);
    event WithdrawalClaimed(uint256 indexed id, address indexed receiver, uint256 amount);

    constructor(IStakedToken _token, address _oracle) {
        token = _token;
        oracle = _oracle;
    }

    function requestWithdrawal(uint128 amount) external returns (uint256 id) {
        token.burnFrom(msg.sender, amount);
        id = requests.length;
        requests.push(Request(msg.sender, amount, uint64(block.timestamp), false, false));
        emit WithdrawalRequested(id, msg.sender, amount);
    }

    function finalize(uint256 upToId) external payable {
        require(msg.sender == oracle, "NOT_ORACLE");
        for (uint256 id = lastFinalizedId; id < upToId; id++) {
            requests[id].finalized = true;
        }
        lastFinalizedId = upToId;
    }

    function claimWithdrawal(uint256 id) external {
        Request storage r = requests[id];
        require(r.owner == msg.sender, "NOT_OWNER");
        require(r.finalized, "NOT_FINALIZED");
        require(!r.claimed, "ALREADY_CLAIMED");
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: r.amountOfEth}("");
        require(ok, "ETH_TRANSFER");
        r.claimed = true;
        emit WithdrawalClaimed(id, msg.sender, r.amountOfEth);
    }
}
