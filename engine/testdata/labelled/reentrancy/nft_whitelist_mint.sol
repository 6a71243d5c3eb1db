// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

contract ERC721 {
    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    uint256 internal _minted;

    function ownerOf(uint256 tokenId) public view returns (address) {
        return _owners[tokenId];
    }

    function totalSupply() public view returns (uint256) {
        return _minted;
    }

    function _mint(address to, uint256 tokenId) internal virtual {
        require(to != address(0), "ERC721: mint to the zero address");
        require(_owners[tokenId] == address(0), "ERC721: token already minted");
        _balances[to] += 1;
        _owners[tokenId] = to;
        _minted += 1;
    }

    function _safeMint(address to, uint256 tokenId) internal virtual {
        _safeMint(to, tokenId, "");
    }

    function _safeMint(address to, uint256 tokenId, bytes memory data) internal virtual {
        _mint(to, tokenId);
        require(_checkOnERC721Received(address(0), to, tokenId, data), "ERC721: transfer to non ERC721Receiver implementer");
    }

    function _checkOnERC721Received(address from, address to, uint256 tokenId, bytes memory data) private returns (bool) {
        if (to.code.length > 0) {
            try IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (bytes4 retval) {
                return retval == IERC721Receiver.onERC721Received.selector;
            } catch {
                revert("ERC721: transfer to non ERC721Receiver implementer");
            }
        }
        return true;
    }
}

// One free mint per whitelisted address (HypeBears' bug): the address is marked only after _safeMint, whose
// receiver hook mints again.
contract WhitelistMint is ERC721 {
    mapping(address => bool) public whitelisted;
    mapping(address => bool) public addressMinted;
    address public immutable owner;

    constructor() {
        owner = msg.sender;
    }

    function addToWhitelist(address who) external {
        require(msg.sender == owner, "owner");
        whitelisted[who] = true;
    }

    function mintNFT() external {
        require(whitelisted[msg.sender], "not whitelisted");
        require(!addressMinted[msg.sender], "already minted");
        // <yes> <report> REENTRANCY
        _safeMint(msg.sender, totalSupply() + 1);
        addressMinted[msg.sender] = true;
    }
}
