// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// The entry hands a helper the target and a method name, which the helper hashes into the selector it calls.
contract MethodRelay {
    mapping(bytes32 => bool) public done;

    function execute(bytes32 id, address toContract, bytes calldata method, bytes calldata args) external {
        require(!done[id], "done");
        done[id] = true;
        _execute(toContract, method, args);
    }

    function _execute(address toContract, bytes memory method, bytes memory args) internal {
        (bool ok, ) = toContract.call(abi.encodePacked(bytes4(keccak256(abi.encodePacked(method, "(bytes)"))), abi.encode(args))); // want "MethodRelay.execute\\(\\) calls toContract with .* through MethodRelay._execute\\(\\), both chosen by any caller"
        require(ok, "call failed");
    }
}

// The helper calls one fixed function of the target: the caller picks only where it goes.
contract FixedRelay {
    mapping(bytes32 => bool) public done;

    function execute(bytes32 id, address toContract, bytes calldata args) external {
        require(!done[id], "done");
        done[id] = true;
        _execute(toContract, args);
    }

    function _execute(address toContract, bytes memory args) internal {
        (bool ok, ) = toContract.call(abi.encodeWithSignature("onMessage(bytes)", args));
        require(ok, "call failed");
    }
}

// The same helper behind the owner's check.
contract OwnedRelay {
    address public owner = msg.sender;

    function execute(address toContract, bytes calldata method, bytes calldata args) external {
        require(msg.sender == owner, "owner");
        _execute(toContract, method, args);
    }

    function _execute(address toContract, bytes memory method, bytes memory args) internal {
        (bool ok, ) = toContract.call(abi.encodePacked(bytes4(keccak256(method)), args));
        require(ok, "call failed");
    }
}

// The entry builds the calldata around a fixed signature and hands it to a generic helper.
contract BuiltRelay {
    function pull(address token, uint256 amount) external {
        _callToken(token, abi.encodeWithSignature("transferFrom(address,address,uint256)", msg.sender, address(this), amount));
    }

    function _callToken(address token, bytes memory data) private {
        (bool ok, bytes memory ret) = token.call(data);
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "token call failed");
    }
}

// A scheduled operation: the target and calldata were queued as a whole by the admin, and only that runs.
contract QueuedRelay {
    address public admin = msg.sender;
    mapping(bytes32 => bool) public queued;

    function schedule(bytes32 id) external {
        require(msg.sender == admin, "admin");
        queued[id] = true;
    }

    function execute(address target, bytes calldata data) external {
        bytes32 id = keccak256(abi.encode(target, data));
        require(queued[id], "not queued");
        queued[id] = false;
        _execute(target, data);
    }

    function _execute(address target, bytes calldata data) internal {
        (bool ok, ) = target.call(data);
        require(ok, "call failed");
    }
}
