pragma solidity ^0.8.0;

// The used record is keyed by the signature's bytes: a plain replay is stopped (the malleable twin is
// signature-malleability's finding, not this one's).
contract SigKeyed {
    address public immutable signer;
    mapping(bytes32 => bool) public used;

    constructor(address s) {
        signer = s;
    }

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 id = keccak256(abi.encodePacked(v, r, s));
        require(!used[id]);
        used[id] = true;
        require(ecrecover(keccak256(abi.encode(block.chainid, address(this), msg.sender, amount)), v, r, s) == signer);
        payable(msg.sender).transfer(amount);
    }

    // A record of something else than the hash or the signature does not stop it.
    mapping(address => bool) public seen;

    function claimOnce(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        seen[msg.sender] = true;
        require(ecrecover(keccak256(abi.encode(block.chainid, address(this), msg.sender, amount)), v, r, s) == signer); // want "SigKeyed.claimOnce\\(\\) checks a signature"
        payable(msg.sender).transfer(amount);
    }
}
