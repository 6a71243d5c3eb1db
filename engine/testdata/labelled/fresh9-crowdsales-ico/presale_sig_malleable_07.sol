// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Signed-allocation presale: the backend signs (buyer, maxWei) after KYC and the buyer submits it.
/// Spent allocations are tracked by the hash of the signature bytes, not of the signed message. The
/// contract's own ecrecover accepts high-s signatures, so the buyer flips s (and v) and gets a second,
/// equally valid signature for the same allocation, buying the capped allocation again.
contract SignedPresale {
    address public owner;
    address public signer;
    IERC20 public token;
    uint256 public rate;
    address payable public treasury;

    mapping(bytes32 => bool) public usedSignatures;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(address _signer, IERC20 _token, uint256 _rate, address payable _treasury) {
        owner = msg.sender;
        signer = _signer;
        token = _token;
        rate = _rate;
        treasury = _treasury;
    }

    function setSigner(address _signer) external onlyOwner {
        require(_signer != address(0), "zero");
        signer = _signer;
    }

    function recover(bytes32 digest, bytes memory sig) internal pure returns (address) {
        require(sig.length == 65, "length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
        return ecrecover(digest, v, r, s);
    }

    function buy(uint256 maxWei, bytes calldata sig) external payable {
        require(msg.value <= maxWei, "over allocation");
        // <yes> <report> ACCESS_CONTROL
        bytes32 sigHash = keccak256(sig);
        require(!usedSignatures[sigHash], "used");
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encodePacked(address(this), msg.sender, maxWei)))
        );
        require(recover(digest, sig) == signer, "bad signature");
        usedSignatures[sigHash] = true;
        require(token.transfer(msg.sender, msg.value * rate), "transfer");
        treasury.transfer(msg.value);
    }
}
