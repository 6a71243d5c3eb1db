// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

/// The treasury council's multisig: council members sign a payment off-chain and anyone submits the
/// signatures, sorted by signer address so that each council member counts once.
contract CouncilMultisig {
    mapping(address => bool) public isCouncil;
    uint256 public immutable threshold;
    uint256 public nonce;

    event Executed(uint256 indexed nonce, address to, uint256 value);

    constructor(address[] memory council, uint256 _threshold) {
        require(_threshold > 0 && _threshold <= council.length, "multisig: threshold");
        for (uint256 i = 0; i < council.length; i++) {
            isCouncil[council[i]] = true;
        }
        threshold = _threshold;
    }

    receive() external payable {}

    function _recover(bytes32 digest, bytes memory sig) internal pure returns (address) {
        require(sig.length == 65, "multisig: sig length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0), "multisig: bad sig");
        return signer;
    }

    function execute(address payable to, uint256 value, bytes calldata data, bytes[] calldata sigs) external {
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32",
                keccak256(abi.encode(block.chainid, address(this), to, value, data, nonce)))
        );
        uint256 valid;
        address last;
        for (uint256 i = 0; i < sigs.length; i++) {
            address signer = _recover(digest, sigs[i]);
            require(signer > last, "order");
            last = signer;
            if (isCouncil[signer]) valid++;
        }
        require(valid >= threshold, "multisig: not enough signatures");
        nonce++;
        (bool ok, ) = to.call{value: value}(data);
        require(ok, "multisig: call failed");
        emit Executed(nonce - 1, to, value);
    }
}
