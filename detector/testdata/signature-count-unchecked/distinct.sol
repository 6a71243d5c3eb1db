pragma solidity ^0.8.0;

contract GuardianCheck {
    struct Sig {
        bytes32 r;
        bytes32 s;
        uint8 v;
        uint8 index;
    }

    address[] public guardians;
    mapping(address => bool) public isGuardian;

    // The guardian's index is the caller's: one guardian's signature listed quorum times passes.
    function verify(bytes32 h, Sig[] memory sigs) public view returns (bool) {
        require(sigs.length >= (guardians.length * 2) / 3 + 1, "quorum");
        for (uint256 i = 0; i < sigs.length; i++) {
            require(sigs[i].index < guardians.length, "index");
            require(ecrecover(h, sigs[i].v, sigs[i].r, sigs[i].s) == guardians[sigs[i].index], "signature"); // want "GuardianCheck.verify\\(\\) counts the signatures of sigs toward its quorum without requiring their signers to differ"
        }
        return true;
    }

    // Safe: the indices must ascend.
    function verifyOrdered(bytes32 h, Sig[] memory sigs) public view returns (bool) {
        require(sigs.length >= (guardians.length * 2) / 3 + 1, "quorum");
        int256 last = -1;
        for (uint256 i = 0; i < sigs.length; i++) {
            require(int256(uint256(sigs[i].index)) > last, "order");
            last = int256(uint256(sigs[i].index));
            require(ecrecover(h, sigs[i].v, sigs[i].r, sigs[i].s) == guardians[sigs[i].index], "signature");
        }
        return true;
    }

    mapping(bytes32 => mapping(address => bool)) public signed;

    // Safe: each signer is recorded for the hash, and a second listing fails.
    function confirm(bytes32 h, Sig[] calldata sigs) external {
        require(sigs.length >= 2, "quorum");
        for (uint256 i = 0; i < sigs.length; i++) {
            address who = ecrecover(h, sigs[i].v, sigs[i].r, sigs[i].s);
            require(isGuardian[who] && !signed[h][who], "signature");
            signed[h][who] = true;
        }
    }
}
