// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

/// Withdrawal buffer of a restaking vault: ETH from exited validators lands here and fills the queue in order.
/// Finalisation insists the contract's balance equals the accounted buffer exactly; a 1 wei donation (or a
/// selfdestruct, or a consensus-layer reward sweep) makes every later finalisation revert.
contract WithdrawalBuffer {
    struct Request {
        address owner;
        uint256 amount;
        bool finalized;
        bool claimed;
    }

    address public immutable pod;
    address public operator;
    uint256 public bufferedEth;
    uint256 public lockedEth;
    uint256 public nextToFinalize;
    Request[] public requests;

    constructor(address _pod) {
        pod = _pod;
        operator = msg.sender;
    }

    function receiveFromPod() external payable {
        require(msg.sender == pod, "pod");
        bufferedEth += msg.value;
    }

    function enqueue(address owner, uint256 amount) external returns (uint256 id) {
        require(msg.sender == operator, "operator");
        id = requests.length;
        requests.push(Request(owner, amount, false, false));
    }

    function finalizeNext(uint256 count) external {
        require(msg.sender == operator, "operator");
        // <yes> <report> DENIAL_OF_SERVICE
        require(address(this).balance == bufferedEth + lockedEth, "unaccounted ether");
        uint256 end = nextToFinalize + count;
        require(end <= requests.length, "range");
        for (uint256 i = nextToFinalize; i < end; i++) {
            Request storage r = requests[i];
            require(r.amount <= bufferedEth, "buffer");
            bufferedEth -= r.amount;
            lockedEth += r.amount;
            r.finalized = true;
        }
        nextToFinalize = end;
    }

    function claim(uint256 id) external {
        Request storage r = requests[id];
        require(r.owner == msg.sender, "owner");
        require(r.finalized && !r.claimed, "state");
        r.claimed = true;
        lockedEth -= r.amount;
        (bool ok, ) = msg.sender.call{value: r.amount}("");
        require(ok, "send");
    }
}
