// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Withdrawal queue of a liquid restaking token: holders lock their LRT for a request id, the oracle finalises
/// requests in order at a rate no better than the one at request time, and owners claim after the unbonding
/// period. Claims check ownership, clear the request first and pay with a checked call.
interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract LrtWithdrawalQueue {
    struct Request {
        address owner;
        uint128 lrtAmount;
        uint128 rateAtRequest;
        uint64 createdAt;
        bool claimed;
    }

    IERC20 public immutable lrt;
    address public immutable oracle;
    uint256 public constant UNBONDING = 7 days;

    Request[] public requests;
    mapping(uint256 => uint256) public finalRate;
    uint256 public lastFinalized;
    uint256 public lockedEth;

    event WithdrawalRequested(uint256 indexed id, address indexed owner, uint256 amount);
    event WithdrawalClaimed(uint256 indexed id, address indexed owner, uint256 eth);

    constructor(IERC20 _lrt, address _oracle) {
        lrt = _lrt;
        oracle = _oracle;
    }

    function requestWithdrawal(uint128 amount, uint128 currentRate) external returns (uint256 id) {
        require(amount > 0, "zero");
        require(lrt.transferFrom(msg.sender, address(this), amount), "transfer");
        id = requests.length;
        requests.push(Request(msg.sender, amount, currentRate, uint64(block.timestamp), false));
        emit WithdrawalRequested(id, msg.sender, amount);
    }

    function finalize(uint256 upTo, uint256 rate) external payable {
        require(msg.sender == oracle, "oracle");
        require(upTo > lastFinalized && upTo <= requests.length, "range");
        uint256 needed;
        for (uint256 i = lastFinalized; i < upTo; i++) {
            uint256 r = rate < requests[i].rateAtRequest ? rate : requests[i].rateAtRequest;
            finalRate[i] = r;
            needed += (uint256(requests[i].lrtAmount) * r) / 1e18;
        }
        require(msg.value == needed, "value");
        lockedEth += needed;
        lastFinalized = upTo;
    }

    function claim(uint256 id) external {
        require(id < lastFinalized, "not finalized");
        Request storage r = requests[id];
        require(r.owner == msg.sender, "not owner");
        require(!r.claimed, "claimed");
        require(block.timestamp >= r.createdAt + UNBONDING, "unbonding");
        r.claimed = true;
        uint256 eth = (uint256(r.lrtAmount) * finalRate[id]) / 1e18;
        lockedEth -= eth;
        (bool ok, ) = msg.sender.call{value: eth}("");
        require(ok, "send failed");
        emit WithdrawalClaimed(id, msg.sender, eth);
    }
}
