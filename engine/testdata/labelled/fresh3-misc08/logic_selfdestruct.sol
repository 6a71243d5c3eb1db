// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// The logic contract of a UUPS-style proxy. Its initializer was never called on the implementation itself, so
/// anyone may take it over and destroy the code every proxy delegates to.
contract WalletLogic {
    bytes32 internal constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    address public owner;
    bool private initialized;
    mapping(address => uint256) public deposits;

    function initialize(address _owner) external {
        require(!initialized, "initialized");
        initialized = true;
        owner = _owner;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function deposit() external payable {
        deposits[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }

    function upgradeTo(address newImplementation) external onlyOwner {
        assembly {
            sstore(IMPLEMENTATION_SLOT, newImplementation)
        }
    }

    function decommission(address payable to) external onlyOwner {
        // <yes> <report> ACCESS_CONTROL
        selfdestruct(to);
    }
}
