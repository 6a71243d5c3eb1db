// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

contract MiniNFT {
    mapping(uint256 => address) internal _owners;
    mapping(address => uint256) internal _balances;

    // Checks and sets the token's entry: that guards the token, not the functions that mint it.
    function _mint(address to, uint256 id) internal {
        require(_owners[id] == address(0));
        _balances[to] += 1;
        _owners[id] = to;
    }

    function _safeMint(address to, uint256 id) internal {
        _mint(to, id);
        if (to.code.length > 0) {
            require(IERC721Receiver(to).onERC721Received(msg.sender, address(0), id, "") == IERC721Receiver.onERC721Received.selector);
        }
    }
}

contract Sale is MiniNFT {
    uint256 public totalMinted;
    uint256 public constant MAX = 100;
    mapping(address => bool) public minted;

    // The receiver's hook re-enters before the caller is marked: one address mints many.
    function mint() external {
        require(!minted[msg.sender]);
        require(totalMinted < MAX);
        _safeMint(msg.sender, totalMinted + 1); // want "Sale.mint\\(\\) calls IERC721Receiver\\(to\\) through MiniNFT._safeMint\\(\\) before it writes totalMinted .*minted\\[msg.sender\\]"
        totalMinted++;
        minted[msg.sender] = true;
    }

    // Safe: marked and counted before the hook runs.
    function mintSafely() external {
        require(!minted[msg.sender]);
        require(totalMinted < MAX);
        minted[msg.sender] = true;
        totalMinted++;
        _safeMint(msg.sender, totalMinted);
    }
}
