pragma solidity ^0.5.0;

contract Target {
    function execute(bytes memory _data) public {
    }
}

contract GasTarget {
    function run(bytes memory _data, uint _gasLimit) public {
        require(gasleft() >= _gasLimit, "not enough gas");
    }
}

contract Relayer {
    uint transactionId;
    mapping (uint => bool) executed;

    function relay(Target target, bytes memory _data) public returns (bool) {
        require(!executed[transactionId]);
        executed[transactionId] = true;
        transactionId += 1;
        (bool success, ) = address(target).call(abi.encodeWithSignature("execute(bytes)", _data));
        return success; // want "Relayer.relay\\(\\) forwards caller-supplied data .* returns its failure instead of reverting"
    }

    function relayIgnored(address target, bytes memory _data) public {
        executed[transactionId] = true;
        target.call(_data); // want "ignores whether it succeeded"
    }

    // Safe: the callee checks the gas budget the caller passes.
    function relayBudget(GasTarget target, bytes memory _data, uint _gasLimit) public {
        executed[transactionId] = true;
        address(target).call(abi.encodeWithSignature("run(bytes,uint256)", _data, _gasLimit));
    }

    // Safe: the relayer checks the gas left itself.
    function relayChecked(address target, bytes memory _data, uint _gasLimit) public {
        require(gasleft() >= _gasLimit + 5000);
        executed[transactionId] = true;
        target.call(_data);
    }

    // Safe: a failed call reverts the whole transaction.
    function relayStrict(address target, bytes memory _data) public {
        executed[transactionId] = true;
        (bool ok, ) = target.call(_data);
        require(ok);
    }

    // Safe: nothing is recorded, so the operation can be retried.
    function forward(address target, bytes memory _data) public returns (bool) {
        (bool ok, ) = target.call(_data);
        return ok;
    }
}

contract TypedRelayer {
    mapping (uint => bool) executed;

    // The receiver's type is known: Target.run does not exist there, so GasTarget's check does not count.
    function relay(Target target, bytes memory _data, uint id) public returns (bool) {
        executed[id] = true;
        (bool success, ) = address(target).call(abi.encodeWithSignature("run(bytes,uint256)", _data, 1));
        return success; // want "returns its failure"
    }

    function relayTyped(GasTarget target, bytes memory _data, uint id, uint _gasLimit) public {
        executed[id] = true;
        address(target).call(abi.encodeWithSignature("run(bytes,uint256)", _data, _gasLimit));
    }
}
