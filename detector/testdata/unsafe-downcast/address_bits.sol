pragma solidity ^0.5.12;

contract SignerBloom {
    uint256 public bloom;

    // Safe: the top byte of a 160-bit address fits in a uint8 (a median's signer bloom).
    function mark(address signer) external {
        uint8 sl = uint8(uint256(signer) >> 152);
        bloom |= uint256(1) << sl;
    }

    // The second byte of a full word does not.
    function markWord(uint256 word) external {
        uint8 sl = uint8(word >> 8); // want "converts word >> 8, which the caller chooses, to uint8"
        bloom |= uint256(1) << sl;
    }
}
