// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

/// Lightweight "proof of personhood" registry: vouchers attest that a recipient is a unique human; a
/// recipient counts as verified once enough distinct, still-trusted vouchers vouched for it. Airdrop
/// and governance contracts call `isVerified` before acting.
contract VouchRegistry {
    struct Vouch {
        address voucher;
        uint64 time;
        bool revoked;
    }

    address public admin;
    uint256 public threshold;
    mapping(address => bool) public trustedVoucher;
    mapping(address => Vouch[]) public vouchesFor;
    mapping(address => mapping(address => bool)) public hasVouched;

    event Vouched(address indexed voucher, address indexed recipient);

    modifier onlyAdmin() {
        require(msg.sender == admin, "admin");
        _;
    }

    constructor(uint256 _threshold) {
        admin = msg.sender;
        threshold = _threshold;
    }

    function setTrusted(address voucher, bool trusted) external onlyAdmin {
        trustedVoucher[voucher] = trusted;
    }

    function setThreshold(uint256 _threshold) external onlyAdmin {
        require(_threshold > 0, "zero");
        threshold = _threshold;
    }

    /// Anyone may vouch; only trusted vouchers count when verification is computed.
    function vouch(address recipient) external {
        require(recipient != msg.sender, "self");
        require(!hasVouched[msg.sender][recipient], "duplicate");
        hasVouched[msg.sender][recipient] = true;
        vouchesFor[recipient].push(Vouch(msg.sender, uint64(block.timestamp), false));
        emit Vouched(msg.sender, recipient);
    }

    function withdrawVouch(address recipient, uint256 index) external {
        Vouch storage v = vouchesFor[recipient][index];
        require(v.voucher == msg.sender, "not voucher");
        v.revoked = true;
    }

    /// Counts the trusted, live vouches for a recipient. Fresh addresses vouching cost a griefer a few
    /// thousand gas each; the count walks them all.
    function isVerified(address recipient) public view returns (bool) {
        Vouch[] storage list = vouchesFor[recipient];
        uint256 count;
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < list.length; i++) {
            if (!list[i].revoked && trustedVoucher[list[i].voucher]) {
                count++;
            }
        }
        return count >= threshold;
    }
}
