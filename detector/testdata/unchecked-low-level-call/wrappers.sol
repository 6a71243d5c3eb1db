pragma solidity ^0.8.10;

abstract contract Executor {
    function execute(address to, uint256 value, bytes memory data) internal returns (bool success) {
        assembly {
            success := call(gas(), to, value, add(data, 0x20), mload(data), 0, 0)
        }
    }

    function executeChecked(address to, uint256 value, bytes memory data) internal returns (bool success) {
        assembly {
            success := call(gas(), to, value, add(data, 0x20), mload(data), 0, 0)
        }
        require(success, "failed");
    }

    function forward(address to, bytes memory data) internal returns (bool) {
        (bool ok, ) = to.call(data);
        return ok;
    }

    function isContract(address a) internal view returns (bool) {
        return a.code.length > 0;
    }
}

contract Batch is Executor {
    address public owner = msg.sender;

    function batch(address[] calldata to, bytes[] calldata data) external {
        require(msg.sender == owner);
        for (uint256 i = 0; i < to.length; i++) {
            execute(to[i], 0, data[i]); // want "Batch.batch\\(\\) ignores the success flag returned by execute\\(to\\[i\\], 0, data\\[i\\]\\)"
        }
    }

    function relay(address to, bytes calldata data) external {
        require(msg.sender == owner);
        forward(to, data); // want "Batch.relay\\(\\) ignores the success flag returned by forward\\(to, data\\)"
    }

    // Safe: the flag is checked by the caller.
    function single(address to, bytes calldata data) external {
        require(msg.sender == owner);
        require(execute(to, 0, data), "failed");
        bool ok = forward(to, data);
        if (!ok) revert();
    }

    // Safe: the wrapper checks the flag itself, and isContract is no call's flag.
    function checked(address to, bytes calldata data) external {
        require(msg.sender == owner);
        executeChecked(to, 0, data);
        isContract(to);
    }
}

contract Reserves {
    function read(address pool) external view returns (uint256 r0, uint256 r1) {
        assembly {
            mstore(0x00, 0x0902f1ac00000000000000000000000000000000000000000000000000000000)
            pop(staticcall(gas(), pool, 0x00, 4, 0x00, 0x40)) // want "Reserves.read\\(\\) discards with pop the success flag of the assembly staticcall"
            r0 := mload(0x00)
            r1 := mload(0x20)
        }
    }

    // Safe: the identity precompile copies memory; a literal address is no contract whose answer may be missing.
    function copy(bytes memory b) external view returns (bytes memory out) {
        out = new bytes(b.length);
        assembly {
            pop(staticcall(gas(), 4, add(b, 0x20), mload(b), add(out, 0x20), mload(b)))
        }
    }
}

contract History {
    address internal constant HISTORY_STORAGE_ADDRESS = 0x0000F90827F1C53a10cb7A02335B175320002935;

    // Safe: a system contract at a constant address, its output zeroed first.
    function blockHash(uint256 blockNumber) external view returns (bytes32 hash) {
        assembly {
            mstore(0, blockNumber)
            mstore(0x20, 0)
            pop(staticcall(gas(), HISTORY_STORAGE_ADDRESS, 0x00, 0x20, 0x20, 0x20))
            hash := mload(0x20)
        }
    }
}
