// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// Non-transferable membership credential: the issuer mints one token per member; members may burn
/// theirs; transfers are refused so the credential stays with the account it was issued to.
contract SoulboundMembership {
    string public name;
    string public symbol;
    address public immutable issuer;
    uint256 public nextId = 1;

    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(address => uint256) public tokenOf;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    error Soulbound();

    constructor(string memory _name, string memory _symbol) {
        name = _name;
        symbol = _symbol;
        issuer = msg.sender;
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = _owners[tokenId];
        require(owner != address(0), "nonexistent");
    }

    function balanceOf(address account) external view returns (uint256) {
        return _balances[account];
    }

    function issue(address to) external returns (uint256 tokenId) {
        require(msg.sender == issuer, "issuer");
        require(to != address(0) && tokenOf[to] == 0, "already member");
        tokenId = nextId++;
        _owners[tokenId] = to;
        _balances[to] += 1;
        tokenOf[to] = tokenId;
        emit Transfer(address(0), to, tokenId);
    }

    function burn(uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || msg.sender == issuer, "not allowed");
        delete _owners[tokenId];
        _balances[owner] -= 1;
        delete tokenOf[owner];
        emit Transfer(owner, address(0), tokenId);
    }

    function approve(address, uint256) external pure {
        revert Soulbound();
    }

    function setApprovalForAll(address, bool) external pure {
        revert Soulbound();
    }

    function transferFrom(address, address, uint256) external pure {
        revert Soulbound();
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes calldata data) external {
        require(ownerOf(tokenId) == from && msg.sender == from, "not owner");
        // <yes> <report> OTHER
        _move(from, to, tokenId);
        if (to.code.length > 0) {
            require(
                IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) ==
                    IERC721Receiver.onERC721Received.selector,
                "receiver"
            );
        }
    }

    function _move(address from, address to, uint256 tokenId) internal {
        require(to != address(0), "zero");
        _owners[tokenId] = to;
        _balances[from] -= 1;
        _balances[to] += 1;
        delete tokenOf[from];
        tokenOf[to] = tokenId;
        emit Transfer(from, to, tokenId);
    }
}
