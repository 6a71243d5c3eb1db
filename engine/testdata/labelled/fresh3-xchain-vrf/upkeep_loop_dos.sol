// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract StreamingPayouts {
    IERC20 public immutable token;
    address public owner;
    address[] public recipients;
    mapping(address => uint256) public ratePerDay;
    uint256 public lastRun;

    constructor(IERC20 _token) {
        token = _token;
        owner = msg.sender;
        lastRun = block.timestamp;
    }

    // anyone can subscribe with a zero rate, growing the list without bound
    function subscribe(uint256 rate) external {
        require(rate <= 100e18, "rate");
        recipients.push(msg.sender);
        ratePerDay[msg.sender] = rate;
    }

    function checkUpkeep(bytes calldata) external view returns (bool, bytes memory) {
        return (block.timestamp >= lastRun + 1 days, "");
    }

    function performUpkeep(bytes calldata) external {
        require(block.timestamp >= lastRun + 1 days, "early");
        lastRun = block.timestamp;
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < recipients.length; i++) {
            address r = recipients[i];
            if (ratePerDay[r] > 0) {
                require(token.transfer(r, ratePerDay[r]), "transfer");
            }
        }
    }
}
