// SPDX-License-Identifier: MIT
pragma solidity ^0.6.0;
pragma experimental ABIEncoderV2;

interface IKeeperData {
    function putCurEpochConPubKeyBytes(bytes calldata keepers) external returns (bool);
    function getCurEpochConPubKeyBytes() external view returns (bytes memory);
    function checkIfFromChainTxExist(uint64 fromChainId, bytes32 fromChainTx) external view returns (bool);
    function markFromChainTxExist(uint64 fromChainId, bytes32 fromChainTx) external returns (bool);
}

/// Cross-chain manager (Poly Network style): a transaction proven from another chain is executed by calling the
/// named method on the named contract with the manager's own authority.
contract EthCrossChainManager {
    IKeeperData public immutable data;
    uint64 public immutable chainId;

    event VerifyHeaderAndExecuteTxEvent(uint64 fromChainId, bytes toContract, bytes32 crossChainTxHash);

    constructor(IKeeperData _data, uint64 _chainId) public {
        data = _data;
        chainId = _chainId;
    }

    function verifyHeaderAndExecuteTx(
        uint64 fromChainId,
        bytes32 crossChainTxHash,
        address toContract,
        bytes calldata method,
        bytes calldata args,
        bytes calldata fromContract
    ) external returns (bool) {
        require(!data.checkIfFromChainTxExist(fromChainId, crossChainTxHash), "the transaction has been executed!");
        require(data.markFromChainTxExist(fromChainId, crossChainTxHash), "save crosschain tx exist failed!");
        require(_executeCrossChainTx(toContract, method, args, fromContract, fromChainId), "execute failed");
        emit VerifyHeaderAndExecuteTxEvent(fromChainId, abi.encodePacked(toContract), crossChainTxHash);
        return true;
    }

    function _executeCrossChainTx(address toContract, bytes memory method, bytes memory args, bytes memory fromContract, uint64 fromChainId) internal returns (bool) {
        // <yes> <report> ACCESS_CONTROL
        (bool success, bytes memory returnData) = toContract.call(
            abi.encodePacked(bytes4(keccak256(abi.encodePacked(method, "(bytes,bytes,uint64)"))), abi.encode(args, fromContract, fromChainId))
        );
        require(success, "call failed");
        (bool res) = abi.decode(returnData, (bool));
        require(res, "returned false");
        return true;
    }
}
