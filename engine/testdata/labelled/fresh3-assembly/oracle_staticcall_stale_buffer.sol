// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.15;

/// A price reader that trusts the output buffer of a staticcall: with a feed that has no code (or answers with
/// nothing) the call succeeds and the buffer still holds the selector written before the call.
contract PriceReader {
    address public owner;
    mapping(address => address) public feedOf;

    constructor() {
        owner = msg.sender;
    }

    function setFeed(address asset, address feed) external {
        require(msg.sender == owner, "owner");
        feedOf[asset] = feed;
    }

    function _latestAnswer(address feed) internal view returns (uint256 answer) {
        assembly {
            let ptr := mload(0x40)
            mstore(ptr, 0x50d25bcd00000000000000000000000000000000000000000000000000000000)
            let ok := staticcall(gas(), feed, ptr, 4, ptr, 32)
            if iszero(ok) { revert(0, 0) }
            // <yes> <report> OTHER
            answer := mload(ptr)
        }
    }

    function valueOf(address asset, uint256 amount) external view returns (uint256) {
        uint256 price = _latestAnswer(feedOf[asset]);
        return (amount * price) / 1e8;
    }
}

/// The same pitfall in a loan book, where the price gates a borrow.
contract LoanBook {
    PriceReader public immutable reader;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;
    address public immutable collateralAsset;

    constructor(PriceReader _reader, address _collateralAsset) {
        reader = _reader;
        collateralAsset = _collateralAsset;
    }

    function depositCollateral() external payable {
        collateral[msg.sender] += msg.value;
    }

    function borrow(uint256 amount) external {
        uint256 value = reader.valueOf(collateralAsset, collateral[msg.sender]);
        require(debt[msg.sender] + amount <= (value * 75) / 100, "undercollateralised");
        debt[msg.sender] += amount;
        payable(msg.sender).transfer(amount);
    }
}
