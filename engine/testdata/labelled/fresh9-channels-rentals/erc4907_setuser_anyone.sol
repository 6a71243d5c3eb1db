// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC4907 {
    event UpdateUser(uint256 indexed tokenId, address indexed user, uint64 expires);
    function setUser(uint256 tokenId, address user, uint64 expires) external;
    function userOf(uint256 tokenId) external view returns (address);
    function userExpires(uint256 tokenId) external view returns (uint256);
}

/// A small ERC-721 with the ERC-4907 user role: the owner lends an NFT's use rights until an expiry without
/// giving up ownership. setUser must be limited to the owner or an approved operator; this one forgets the
/// check, so anyone makes themselves the user of any token (and, for games that read userOf, takes the asset's
/// in-game rights from the paying renter).
contract RentableLand is IERC4907 {
    struct UserInfo {
        address user;
        uint64 expires;
    }

    string public name = "Rentable Land";
    string public symbol = "RLND";
    address public admin;
    uint256 public totalSupply;

    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) private _tokenApprovals;
    mapping(address => mapping(address => bool)) private _operatorApprovals;
    mapping(uint256 => UserInfo) internal _users;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor() {
        admin = msg.sender;
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = _owners[tokenId];
        require(owner != address(0), "no token");
    }

    function balanceOf(address owner) external view returns (uint256) {
        return _balances[owner];
    }

    function mint(address to) external returns (uint256 id) {
        require(msg.sender == admin, "admin");
        id = ++totalSupply;
        _owners[id] = to;
        _balances[to] += 1;
        emit Transfer(address(0), to, id);
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || _operatorApprovals[owner][msg.sender], "not allowed");
        _tokenApprovals[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function _isApprovedOrOwner(address spender, uint256 tokenId) internal view returns (bool) {
        address owner = ownerOf(tokenId);
        return spender == owner || _tokenApprovals[tokenId] == spender || _operatorApprovals[owner][spender];
    }

    function transferFrom(address from, address to, uint256 tokenId) external {
        require(_isApprovedOrOwner(msg.sender, tokenId), "not allowed");
        require(ownerOf(tokenId) == from && to != address(0), "bad transfer");
        delete _tokenApprovals[tokenId];
        _balances[from] -= 1;
        _balances[to] += 1;
        _owners[tokenId] = to;
        if (_users[tokenId].user != address(0)) {
            delete _users[tokenId];
            emit UpdateUser(tokenId, address(0), 0);
        }
        emit Transfer(from, to, tokenId);
    }

    function setUser(uint256 tokenId, address user, uint64 expires) external override {
        require(_owners[tokenId] != address(0), "no token");
        UserInfo storage info = _users[tokenId];
        // <yes> <report> ACCESS_CONTROL
        info.user = user;
        info.expires = expires;
        emit UpdateUser(tokenId, user, expires);
    }

    function userOf(uint256 tokenId) external view override returns (address) {
        if (uint256(_users[tokenId].expires) >= block.timestamp) {
            return _users[tokenId].user;
        }
        return address(0);
    }

    function userExpires(uint256 tokenId) external view override returns (uint256) {
        return _users[tokenId].expires;
    }
}
