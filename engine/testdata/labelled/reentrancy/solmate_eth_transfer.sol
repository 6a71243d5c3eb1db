// SPDX-License-Identifier: AGPL-3.0-only
pragma solidity ^0.8.0;

/// Solmate's SafeTransferLib: the ether is sent by a call in assembly, with all the gas.
library SafeTransferLib {
    function safeTransferETH(address to, uint256 amount) internal {
        bool success;
        assembly {
            success := call(gas(), to, amount, 0, 0, 0, 0)
        }
        require(success, "ETH_TRANSFER_FAILED");
    }
}

// A raffle's refunds: a cancelled raffle refunds each ticket buyer, who is paid before the tickets are cleared.
contract Raffle {
    using SafeTransferLib for address;

    uint256 public constant TICKET = 0.01 ether;
    mapping(address => uint256) public tickets;
    bool public cancelled;
    address public immutable host;

    constructor() {
        host = msg.sender;
    }

    function buy(uint256 n) external payable {
        require(!cancelled, "cancelled");
        require(msg.value == n * TICKET, "price");
        tickets[msg.sender] += n;
    }

    function cancel() external {
        require(msg.sender == host, "host");
        cancelled = true;
    }

    function refund() external {
        require(cancelled, "not cancelled");
        uint256 n = tickets[msg.sender];
        // <yes> <report> REENTRANCY
        msg.sender.safeTransferETH(n * TICKET);
        tickets[msg.sender] = 0;
    }
}
