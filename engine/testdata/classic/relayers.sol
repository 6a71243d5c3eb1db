// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal proxy written in Solidity: the delegatecall's flag is checked in assembly.
contract SimpleProxy {
    bytes32 private constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    bytes32 private constant ADMIN_SLOT = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;

    constructor(address impl) {
        assembly {
            sstore(IMPLEMENTATION_SLOT, impl)
            sstore(ADMIN_SLOT, caller())
        }
    }

    function _implementation() internal view returns (address impl) {
        assembly {
            impl := sload(IMPLEMENTATION_SLOT)
        }
    }

    fallback() external payable {
        (bool ok, bytes memory ret) = _implementation().delegatecall(msg.data);
        assembly {
            switch ok
            case 0 { revert(add(ret, 32), mload(ret)) }
            default { return(add(ret, 32), mload(ret)) }
        }
    }

    receive() external payable {}
}

/// OpenZeppelin's MinimalForwarder shape: the signer fixes the gas, and the forwarder checks that the call got
/// it before it returns the outcome to the relayer.
contract MinimalForwarder {
    struct ForwardRequest {
        address from;
        address to;
        uint256 value;
        uint256 gas;
        uint256 nonce;
        bytes data;
    }

    mapping(address => uint256) private _nonces;

    function getNonce(address from) external view returns (uint256) {
        return _nonces[from];
    }

    function verify(ForwardRequest calldata req, bytes calldata signature) public view returns (bool) {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), req.from, req.to, req.value, req.gas, req.nonce, keccak256(req.data)));
        return _nonces[req.from] == req.nonce && _recover(digest, signature) == req.from && req.from != address(0);
    }

    function execute(ForwardRequest calldata req, bytes calldata signature) external payable returns (bool, bytes memory) {
        require(verify(req, signature), "signature does not match request");
        require(msg.value == req.value, "value");
        _nonces[req.from] = req.nonce + 1;
        (bool success, bytes memory returndata) = req.to.call{gas: req.gas, value: req.value}(abi.encodePacked(req.data, req.from));
        if (gasleft() <= req.gas / 63) {
            assembly {
                invalid()
            }
        }
        return (success, returndata);
    }

    function _recover(bytes32 digest, bytes calldata sig) internal pure returns (address) {
        require(sig.length == 65, "length");
        bytes32 r = bytes32(sig[0:32]);
        bytes32 s = bytes32(sig[32:64]);
        uint8 v = uint8(sig[64]);
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "s");
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0), "invalid signature");
        return signer;
    }
}

/// A timelock whose execution reverts when the call fails, so a failed operation can be retried.
contract Timelock {
    address public immutable admin;
    uint256 public constant DELAY = 2 days;
    mapping(bytes32 => uint256) public eta;

    constructor() {
        admin = msg.sender;
    }

    function schedule(address target, uint256 value, bytes calldata data) external returns (bytes32 id) {
        require(msg.sender == admin, "admin");
        id = keccak256(abi.encode(target, value, data));
        eta[id] = block.timestamp + DELAY;
    }

    function execute(address target, uint256 value, bytes calldata data) external payable {
        require(msg.sender == admin, "admin");
        bytes32 id = keccak256(abi.encode(target, value, data));
        require(eta[id] != 0 && block.timestamp >= eta[id], "not ready");
        delete eta[id];
        (bool ok, bytes memory ret) = target.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
    }
}

/// A non-payable multicall: every call sees msg.value == 0.
contract Router {
    mapping(address => uint256) public deposits;

    function deposit() external payable {
        deposits[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "withdraw failed");
    }

    function multicall(bytes[] calldata data) external returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            (bool success, bytes memory result) = address(this).delegatecall(data[i]);
            if (!success) {
                if (result.length < 68) revert();
                assembly {
                    result := add(result, 0x04)
                }
                revert(abi.decode(result, (string)));
            }
            results[i] = result;
        }
    }
}
