pragma solidity ^0.8.20;

// ERC-721 counts: a transfer moves the holder's count when the caller is the token's holder or approved for it,
// and from is that holder; without the caller check, anyone moves anyone's token.
contract CheckedNft {
    mapping(uint256 => address) internal owners;
    mapping(address => uint256) public balances;
    mapping(uint256 => address) internal approvals;
    uint256 public totalSupply;

    function ownerOf(uint256 tokenId) public view returns (address o) {
        o = owners[tokenId];
        require(o != address(0));
    }
    function isApprovedOrOwner(address spender, uint256 tokenId) internal view returns (bool) {
        address o = ownerOf(tokenId);
        return spender == o || approvals[tokenId] == spender;
    }
    function transferFrom(address from, address to, uint256 tokenId) external {
        require(isApprovedOrOwner(msg.sender, tokenId), "not allowed");
        require(ownerOf(tokenId) == from, "from");
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
    }
}

contract UncheckedNft {
    mapping(uint256 => address) internal owners;
    mapping(address => uint256) public balances;
    uint256 public totalSupply;

    function ownerOf(uint256 tokenId) public view returns (address o) {
        o = owners[tokenId];
        require(o != address(0));
    }
    function transferFrom(address from, address to, uint256 tokenId) external { // want "UncheckedNft.transferFrom\\(\\) lets any caller move 1 out of from's balances without any allowance its owner granted"
        require(ownerOf(tokenId) == from, "from");
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
    }
}
