pragma solidity ^0.8.0;

contract SignedForwarder {
    struct Request {
        address from;
        address to;
        uint256 gas;
        uint256 nonce;
        bytes data;
    }

    mapping(address => uint256) public nonces;

    function execute(Request calldata req) external returns (bool, bytes memory) {
        require(nonces[req.from] == req.nonce, "nonce");
        nonces[req.from] = req.nonce + 1;
        (bool ok, bytes memory ret) = req.to.call{gas: req.gas}(abi.encodePacked(req.data, req.from)); // want "with the gas limit req.gas, but never checks gasleft\\(\\)"
        return (ok, ret);
    }

    // Safe: the forwarder checks that the callee was given what the request asked for.
    function executeChecked(Request calldata req) external returns (bool, bytes memory) {
        require(nonces[req.from] == req.nonce, "nonce");
        nonces[req.from] = req.nonce + 1;
        (bool ok, bytes memory ret) = req.to.call{gas: req.gas}(abi.encodePacked(req.data, req.from));
        if (gasleft() <= req.gas / 63) {
            assembly {
                invalid()
            }
        }
        return (ok, ret);
    }

    // Safe: a failed call reverts the recorded nonce.
    function executeStrict(Request calldata req) external {
        require(nonces[req.from] == req.nonce, "nonce");
        nonces[req.from] = req.nonce + 1;
        (bool ok, ) = req.to.call{gas: req.gas}(abi.encodePacked(req.data, req.from));
        require(ok, "call failed");
    }

    // Safe here: a fixed gas cap the contract chose, not one the request asks for.
    function ping(address to, bytes calldata data) external {
        nonces[to] += 1;
        (bool ok, ) = to.call{gas: 50000}(data);
        ok;
    }
}
