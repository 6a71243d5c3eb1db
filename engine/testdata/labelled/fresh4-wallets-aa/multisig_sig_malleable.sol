// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Two-of-three cold wallet: each withdrawal is approved by two signatures over (wallet, recipient, amount) and
/// spent approvals are remembered by the hash of the signature bytes; a second, equally valid
/// signature (s flipped to n - s, v flipped) has another hash and passes again.
contract ColdWallet {
    address[3] public signers;
    mapping(bytes32 => bool) public usedSignatures;

    event Withdrawal(address indexed to, uint256 amount);

    constructor(address[3] memory _signers) public {
        signers = _signers;
    }

    receive() external payable {}

    function withdraw(address payable to, uint256 amount, bytes memory sigA, bytes memory sigB) external {
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encode(address(this), to, amount)))
        );
        address a = _recover(digest, sigA);
        address b = _recover(digest, sigB);
        require(a != b, "same signer");
        require(_isSigner(a) && _isSigner(b), "not signer");
        // <yes> <report> ACCESS_CONTROL
        require(!usedSignatures[keccak256(sigA)] && !usedSignatures[keccak256(sigB)], "used");
        usedSignatures[keccak256(sigA)] = true;
        usedSignatures[keccak256(sigB)] = true;
        to.transfer(amount);
        emit Withdrawal(to, amount);
    }

    function _isSigner(address who) internal view returns (bool) {
        return who != address(0) && (who == signers[0] || who == signers[1] || who == signers[2]);
    }

    function _recover(bytes32 digest, bytes memory sig) internal pure returns (address) {
        require(sig.length == 65, "sig length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
        if (v < 27) v += 27;
        return ecrecover(digest, v, r, s);
    }
}
