// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

/// DAO contributor payroll in a stablecoin: contributors register with a referral from an existing
/// contributor and are paid pro rata every epoch by a keeper.
contract ContributorPayroll {
    IERC20 public immutable usdc;
    address[] public contributors;
    mapping(address => bool) public isContributor;
    uint256 public lastEpoch;
    uint256 public constant EPOCH = 14 days;

    constructor(IERC20 _usdc, address founder) {
        usdc = _usdc;
        contributors.push(founder);
        isContributor[founder] = true;
    }

    function register(address referrer) external {
        require(isContributor[referrer], "referrer");
        require(!isContributor[msg.sender], "registered");
        isContributor[msg.sender] = true;
        contributors.push(msg.sender);
    }

    function payEpoch() external {
        require(block.timestamp >= lastEpoch + EPOCH, "epoch");
        lastEpoch = block.timestamp;
        uint256 share = usdc.balanceOf(address(this)) / contributors.length;
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < contributors.length; i++) {
            require(usdc.transfer(contributors[i], share), "transfer");
        }
    }
}
