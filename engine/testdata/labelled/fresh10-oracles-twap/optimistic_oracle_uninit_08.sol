// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

// An upgradeable optimistic oracle for assertions with an ERC-20 bond, deployed behind a proxy.
contract AssertionOracleUpgradeable {
    struct Assertion {
        address asserter;
        uint64 expiry;
        bool settled;
        bool disputed;
        uint256 bond;
        bytes32 claim;
    }

    bool private initialized;
    address public owner;
    IERC20 public bondToken;
    uint64 public liveness;
    uint256 public minBond;
    mapping(bytes32 => Assertion) public assertions;

    // No guard on who initialises, and no flag set: anyone may re-run it and take ownership with a new bond token.
    // <yes> <report> ACCESS_CONTROL
    function initialize(address _owner, IERC20 _bondToken, uint64 _liveness, uint256 _minBond) external {
        owner = _owner;
        bondToken = _bondToken;
        liveness = _liveness;
        minBond = _minBond;
    }

    function setMinBond(uint256 bond) external {
        require(msg.sender == owner, "owner");
        minBond = bond;
    }

    function assertTruth(bytes32 claim, uint256 bond) external returns (bytes32 id) {
        require(bond >= minBond, "bond");
        id = keccak256(abi.encode(claim, msg.sender, block.timestamp));
        require(assertions[id].asserter == address(0), "exists");
        require(bondToken.transferFrom(msg.sender, address(this), bond), "transfer");
        assertions[id] = Assertion(msg.sender, uint64(block.timestamp) + liveness, false, false, bond, claim);
    }

    function settle(bytes32 id) external {
        Assertion storage a = assertions[id];
        require(a.asserter != address(0) && !a.settled && !a.disputed, "state");
        require(block.timestamp >= a.expiry, "live");
        a.settled = true;
        require(bondToken.transfer(a.asserter, a.bond), "transfer");
    }
}
