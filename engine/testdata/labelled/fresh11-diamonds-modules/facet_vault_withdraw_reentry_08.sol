// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

library LibVaultStorage {
    bytes32 internal constant POSITION = keccak256("app.vault.facet.storage.v1");

    struct Layout {
        mapping(address => uint256) deposits;
        mapping(address => uint256) lastDeposit;
        uint256 totalDeposits;
        uint256 lockPeriod;
        address admin;
    }

    function layout() internal pure returns (Layout storage l) {
        bytes32 position = POSITION;
        assembly {
            l.slot := position
        }
    }
}

library LibReentrancyGuardStorage {
    bytes32 internal constant POSITION = keccak256("app.reentrancy.guard.storage");

    struct Layout {
        uint256 status;
    }

    function layout() internal pure returns (Layout storage l) {
        bytes32 position = POSITION;
        assembly {
            l.slot := position
        }
    }
}

// An ether vault facet of a diamond. deposit() and the admin path use the shared lock; withdraw() was added
// later without it and pays out before it clears the caller's deposit.
contract VaultFacet {
    event Deposited(address indexed account, uint256 amount);
    event Withdrawn(address indexed account, uint256 amount);

    modifier nonReentrant() {
        LibReentrancyGuardStorage.Layout storage g = LibReentrancyGuardStorage.layout();
        require(g.status != 2, "VaultFacet: reentrant call");
        g.status = 2;
        _;
        g.status = 1;
    }

    function deposit() external payable nonReentrant {
        require(msg.value > 0, "VaultFacet: zero deposit");
        LibVaultStorage.Layout storage l = LibVaultStorage.layout();
        l.deposits[msg.sender] += msg.value;
        l.lastDeposit[msg.sender] = block.timestamp;
        l.totalDeposits += msg.value;
        emit Deposited(msg.sender, msg.value);
    }

    function withdraw() external {
        LibVaultStorage.Layout storage l = LibVaultStorage.layout();
        uint256 amount = l.deposits[msg.sender];
        require(amount > 0, "VaultFacet: nothing to withdraw");
        require(block.timestamp >= l.lastDeposit[msg.sender] + l.lockPeriod, "VaultFacet: locked");
        // <yes> <report> REENTRANCY
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "VaultFacet: transfer failed");
        l.deposits[msg.sender] = 0;
        l.totalDeposits -= amount;
        emit Withdrawn(msg.sender, amount);
    }

    function setLockPeriod(uint256 period) external nonReentrant {
        LibVaultStorage.Layout storage l = LibVaultStorage.layout();
        require(msg.sender == l.admin, "VaultFacet: not admin");
        require(period <= 30 days, "VaultFacet: period too long");
        l.lockPeriod = period;
    }

    function depositOf(address account) external view returns (uint256) {
        return LibVaultStorage.layout().deposits[account];
    }
}
