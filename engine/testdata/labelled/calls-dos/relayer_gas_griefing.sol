// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Anyone may relay a signed request; the relayer picks the gas. The request is marked executed whatever
/// happens, so a relayer that gives too little gas makes it fail for good.
contract Forwarder {
    struct Request {
        address from;
        address to;
        uint256 nonce;
        bytes data;
    }

    mapping(bytes32 => bool) public executed;

    function execute(Request calldata req, bytes calldata signature) external {
        bytes32 digest = keccak256(abi.encode(req.from, req.to, req.nonce, keccak256(req.data)));
        require(!executed[digest], "replayed");
        require(recover(digest, signature) == req.from, "bad signature");
        executed[digest] = true;
        // <yes> <report> DENIAL_OF_SERVICE
        req.to.call(abi.encodePacked(req.data, req.from));
    }

    function recover(bytes32 digest, bytes calldata sig) internal pure returns (address) {
        (bytes32 r, bytes32 s) = abi.decode(sig[:64], (bytes32, bytes32));
        uint8 v = uint8(sig[64]);
        return ecrecover(digest, v, r, s);
    }
}
