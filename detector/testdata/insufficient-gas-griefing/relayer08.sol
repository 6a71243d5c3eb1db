pragma solidity ^0.8.0;

contract Relayer08 {
    mapping(bytes32 => bool) public done;

    function relay(address target, bytes calldata data, uint256 gasLimit) external {
        bytes32 id = keccak256(data);
        require(!done[id], "done");
        done[id] = true;
        (bool ok, ) = target.call{gas: gasLimit}(data);
        if (!ok) {
            done[id] = false;
        }
    }

    function relayAll(address target, bytes calldata data) external {
        bytes32 id = keccak256(data);
        done[id] = true;
        (bool ok, ) = target.call(data); // want "ignores whether it succeeded"
        ok;
    }
}
