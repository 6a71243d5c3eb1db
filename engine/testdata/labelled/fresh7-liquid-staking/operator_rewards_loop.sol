// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Fee distributor of a staking pool: execution-layer rewards accumulate here and are pushed
/// to every registered node operator in proportion to its active validators.
contract OperatorFeeDistributor {
    struct Operator {
        address payable rewardAddress;
        uint256 activeValidators;
    }

    Operator[] public operators;
    uint256 public totalActiveValidators;
    mapping(address => bool) public registered;

    event OperatorJoined(uint256 id, address rewardAddress);
    event Distributed(uint256 amount);

    receive() external payable {}

    function join(address payable rewardAddress) external payable {
        require(msg.value == 1 ether, "BOND");
        require(!registered[rewardAddress], "REGISTERED");
        registered[rewardAddress] = true;
        operators.push(Operator(rewardAddress, 1));
        totalActiveValidators += 1;
        emit OperatorJoined(operators.length - 1, rewardAddress);
    }

    function distribute() external {
        uint256 amount = address(this).balance;
        require(amount > 0, "NOTHING");
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < operators.length; i++) {
            Operator storage op = operators[i];
            uint256 share = (amount * op.activeValidators) / totalActiveValidators;
            // <yes> <report> DENIAL_OF_SERVICE
            op.rewardAddress.transfer(share);
        }
        emit Distributed(amount);
    }
}
