// SPDX-License-Identifier: MIT
pragma solidity ^0.8.2;

contract MarketStorage {
    address public admin;
    address payable public feeRecipient;
    uint256 public feeBps;
    mapping(address => bool) public allowedCollections;
}

contract MarketplaceV1 is MarketStorage {
    bool private initialized;

    modifier onlyAdmin() {
        require(msg.sender == admin, "admin");
        _;
    }

    // <yes> <report> ACCESS_CONTROL
    function initialize(address _admin, address payable _feeRecipient, uint256 _feeBps) external {
        admin = _admin;
        feeRecipient = _feeRecipient;
        feeBps = _feeBps;
        initialized = true;
    }

    function allowCollection(address collection, bool allowed) external onlyAdmin {
        allowedCollections[collection] = allowed;
    }

    function setFeeRecipient(address payable r) external onlyAdmin {
        feeRecipient = r;
    }

    function sweep() external onlyAdmin {
        feeRecipient.transfer(address(this).balance);
    }
}
