// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IPyth {
    function getUpdateFee(bytes[] calldata updateData) external view returns (uint feeAmount);
    function updatePriceFeeds(bytes[] calldata updateData) external payable;
}

// Batches price updates for several Pyth deployments (one per market) behind one call.
contract PythBatchUpdater {
    address public owner;
    IPyth[] public targets;

    event Updated(uint256 count, uint256 feesPaid);

    constructor() {
        owner = msg.sender;
    }

    function addTarget(IPyth target) external {
        require(msg.sender == owner, "owner");
        targets.push(target);
    }

    // Each update is paid with the whole msg.value, as if it were fresh for every market.
    function updateAll(bytes[] calldata updateData) external payable {
        uint256 paid = 0;
        for (uint256 i = 0; i < targets.length; i++) {
            // <yes> <report> DENIAL_OF_SERVICE
            targets[i].updatePriceFeeds{value: msg.value}(updateData);
            paid += msg.value;
        }
        emit Updated(targets.length, paid);
    }

    function sweep() external {
        require(msg.sender == owner, "owner");
        (bool ok, ) = payable(owner).call{value: address(this).balance}("");
        require(ok, "sweep");
    }

    receive() external payable {}
}
