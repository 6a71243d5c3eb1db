// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}
contract ERC721 {
    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    function _mint(address to, uint256 tokenId) internal virtual {
        require(to != address(0), "ERC721: mint to the zero address");
        require(_owners[tokenId] == address(0), "ERC721: token already minted");
        _balances[to] += 1;
        _owners[tokenId] = to;
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
            } catch (bytes memory reason) {
                if (reason.length == 0) {
                    revert("ERC721: transfer to non ERC721Receiver implementer");
                } else {
                    assembly { revert(add(32, reason), mload(reason)) }
                }
            }
        } else {
            return true;
        }
    }
}
// OpenZeppelin's shape: _safeMint calls _checkOnERC721Received, which calls the receiver.
contract Drop is ERC721 {
    mapping(address => bool) public claimed;
    uint256 public nextId;

    function claim() external {
        require(!claimed[msg.sender], "claimed");
        _safeMint(msg.sender, nextId++); // want "Drop.claim\\(\\) calls IERC721Receiver\\(to\\) through ERC721._safeMint\\(\\) before it writes claimed\\[msg.sender\\]"
        claimed[msg.sender] = true;
    }

    // Safe: marked before the hook runs.
    function claimSafely() external {
        require(!claimed[msg.sender], "claimed");
        claimed[msg.sender] = true;
        _safeMint(msg.sender, nextId++);
    }
}
