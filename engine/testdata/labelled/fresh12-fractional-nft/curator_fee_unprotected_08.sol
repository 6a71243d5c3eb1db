// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface ISettings {
    function maxCuratorFee() external view returns (uint256);
}

// Curator fees accrue as newly minted fractions, a yearly percentage of supply, claimable by the curator.
contract CuratedVault {
    ISettings public immutable settings;
    address public curator;
    uint256 public fee;           // per mille per year
    uint256 public lastClaimed;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    event UpdateCurator(address indexed curator);
    event UpdateFee(uint256 fee);
    event FeeClaimed(uint256 amount);

    modifier onlyCurator() {
        require(msg.sender == curator, "not curator");
        _;
    }

    constructor(ISettings _settings, uint256 supply, uint256 _fee) {
        settings = _settings;
        curator = msg.sender;
        fee = _fee;
        lastClaimed = block.timestamp;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
    }

    function updateCurator(address newCurator) external onlyCurator {
        curator = newCurator;
        emit UpdateCurator(newCurator);
    }

    /// @notice lower the curator fee (fraction holders only ever benefit)
    function updateFee(uint256 newFee) external {
        require(newFee <= settings.maxCuratorFee(), "fee too high");
        // <yes> <report> ACCESS_CONTROL
        fee = newFee;
        emit UpdateFee(newFee);
    }

    function claimFees() external onlyCurator {
        uint256 elapsed = block.timestamp - lastClaimed;
        uint256 minted = (totalSupply * fee * elapsed) / (1000 * 365 days);
        lastClaimed = block.timestamp;
        totalSupply += minted;
        balanceOf[curator] += minted;
        emit FeeClaimed(minted);
    }
}
