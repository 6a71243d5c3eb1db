// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

// A check that lets the contract itself through is passed by anyone when a public function calls the contract
// with data its caller chooses.
contract SelfTrustingBatch {
    address public admin = msg.sender;
    uint256 public feeBps;

    modifier onlyAdminOrSelf() {
        require(msg.sender == admin || msg.sender == address(this), "unauthorized");
        _;
    }

    function setFee(uint256 bps) external onlyAdminOrSelf {
        feeBps = bps;
    }

    function batch(bytes[] calldata calls) external {
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, ) = address(this).call(calls[i]); // want "SelfTrustingBatch.batch\\(\\) calls this contract with calls\\[i\\], chosen by any caller: SelfTrustingBatch.setFee\\(\\) lets the contract itself through"
            require(ok, "call failed");
        }
    }
}

// The same batch restricted to the admin.
contract AdminBatch {
    address public admin = msg.sender;
    uint256 public feeBps;

    modifier onlyAdminOrSelf() {
        require(msg.sender == admin || msg.sender == address(this), "unauthorized");
        _;
    }

    function setFee(uint256 bps) external onlyAdminOrSelf {
        feeBps = bps;
    }

    function batch(bytes[] calldata calls) external {
        require(msg.sender == admin, "admin");
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, ) = address(this).call(calls[i]);
            require(ok, "call failed");
        }
    }
}

// A batch of self-calls where no check trusts the contract: each call is one the caller could make.
contract PlainBatch {
    address public admin = msg.sender;
    uint256 public feeBps;
    mapping(address => uint256) public credit;

    function setFee(uint256 bps) external {
        require(msg.sender == admin, "admin");
        feeBps = bps;
    }

    function batch(bytes[] calldata calls) external {
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, ) = address(this).call(calls[i]);
            require(ok, "call failed");
        }
    }
}
