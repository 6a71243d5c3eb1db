// SPDX-License-Identifier: MIT
pragma solidity 0.6.12;
pragma experimental ABIEncoderV2;

/// BoringBatchable on a payable auction (the MISO bug): each delegatecall of the batch sees the same msg.value,
/// so one payment is counted for every commitEth in the batch.
contract BaseBoringBatchable {
    function _getRevertMsg(bytes memory _returnData) internal pure returns (string memory) {
        if (_returnData.length < 68) return "Transaction reverted silently";
        assembly {
            _returnData := add(_returnData, 0x04)
        }
        return abi.decode(_returnData, (string));
    }

    function batch(bytes[] calldata calls, bool revertOnFail) external payable returns (bool[] memory successes, bytes[] memory results) {
        successes = new bool[](calls.length);
        results = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            // <yes> <report> OTHER
            (bool success, bytes memory result) = address(this).delegatecall(calls[i]);
            require(success || !revertOnFail, _getRevertMsg(result));
            successes[i] = success;
            results[i] = result;
        }
    }
}

contract DutchAuction is BaseBoringBatchable {
    uint256 public totalTokens;
    uint256 public commitmentsTotal;
    uint256 public startPrice;
    uint256 public startTime;
    uint256 public endTime;
    mapping(address => uint256) public commitments;

    event AddedCommitment(address addr, uint256 commitment);

    constructor(uint256 _totalTokens, uint256 _startPrice, uint256 _startTime, uint256 _endTime) public {
        totalTokens = _totalTokens;
        startPrice = _startPrice;
        startTime = _startTime;
        endTime = _endTime;
    }

    function commitEth(address payable beneficiary) public payable {
        require(block.timestamp >= startTime && block.timestamp <= endTime, "not live");
        uint256 commitment = msg.value;
        commitments[beneficiary] = commitments[beneficiary] + commitment;
        commitmentsTotal = commitmentsTotal + commitment;
        emit AddedCommitment(beneficiary, commitment);
    }

    function withdrawCommitment(uint256 amount) external {
        require(block.timestamp > endTime, "live");
        commitments[msg.sender] = commitments[msg.sender] - amount;
        msg.sender.transfer(amount);
    }
}
