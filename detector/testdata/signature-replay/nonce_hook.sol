pragma solidity ^0.8.0;

// Uniswap v3's ERC721Permit: the nonce comes from a hook the position manager implements.
abstract contract Permit {
    mapping(uint256 => address) approvals;

    function _getAndIncrementNonce(uint256 tokenId) internal virtual returns (uint256);

    function ownerOf(uint256) public view virtual returns (address);

    // Safe: the implementation below increments the nonce it hands out.
    function permit(address spender, uint256 tokenId, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(spender, tokenId, _getAndIncrementNonce(tokenId)));
        address rec = ecrecover(digest, v, r, s);
        require(rec != address(0) && rec == ownerOf(tokenId));
        approvals[tokenId] = spender;
    }

    // Vulnerable: nothing in the hash moves on.
    function permitPeek(address spender, uint256 tokenId, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(spender, tokenId));
        address rec = ecrecover(digest, v, r, s); // want "Permit.permitPeek\\(\\) checks a signature with ecrecover\\(digest, v, r, s\\) over a hash with no nonce"
        require(rec != address(0) && rec == ownerOf(tokenId));
        approvals[tokenId] = spender;
    }
}

contract Manager is Permit {
    struct Position { uint96 nonce; address owner; }
    mapping(uint256 => Position) private _positions;

    function ownerOf(uint256 id) public view override returns (address) {
        return _positions[id].owner;
    }

    function _getAndIncrementNonce(uint256 tokenId) internal override returns (uint256) {
        return uint256(_positions[tokenId].nonce++);
    }
}

// Safe: the hook is implemented outside the unit; one that changes state is the deriving contract's nonce.
abstract contract Unimplemented {
    mapping(uint256 => address) approvals;

    function _useNonce(uint256 tokenId) internal virtual returns (uint256);

    function ownerOf(uint256) public view virtual returns (address);

    function permit(address spender, uint256 tokenId, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(spender, tokenId, _useNonce(tokenId)));
        address rec = ecrecover(digest, v, r, s);
        require(rec != address(0) && rec == ownerOf(tokenId));
        approvals[tokenId] = spender;
    }
}
