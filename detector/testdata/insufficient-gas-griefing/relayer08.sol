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

contract Bridge08 {
    mapping(uint256 => bool) public processed;

    event Failed(uint256 nonce);
    event Done(uint256 nonce);

    // The failure is only logged: the message stays processed.
    function finalize(uint256 nonce, address to, bytes calldata payload) external {
        require(!processed[nonce], "processed");
        processed[nonce] = true;
        (bool ok, ) = to.call(payload); // want "only logs whether it succeeded"
        if (!ok) {
            emit Failed(nonce);
        } else {
            emit Done(nonce);
        }
    }

    // Safe: the failure undoes the record, so the message can be retried.
    function finalizeRetry(uint256 nonce, address to, bytes calldata payload) external {
        require(!processed[nonce], "processed");
        processed[nonce] = true;
        (bool ok, ) = to.call(payload);
        if (!ok) {
            processed[nonce] = false;
            emit Failed(nonce);
        }
    }
}

interface IRootOracle {
    function root() external view returns (bytes32);
}

contract CheckedRoot {
    IRootOracle public oracle;
    mapping(bytes32 => bool) public processed;

    // A guard on another call's result before the forwarding call does not act on its outcome.
    function deliver(bytes32 id, address to, bytes calldata payload, bytes32 root) external {
        require(root == oracle.root(), "bad root");
        require(!processed[id], "processed");
        processed[id] = true;
        (bool ok, ) = to.call(payload); // want "ignores whether it succeeded"
    }
}

contract InlineCheck {
    mapping(bytes32 => bool) public done;

    // Safe: the call's own condition reverts on failure.
    function run(bytes32 id, address to, bytes calldata data) external {
        require(!done[id]);
        done[id] = true;
        if (!to.call(data)) revert("failed");
    }
}
