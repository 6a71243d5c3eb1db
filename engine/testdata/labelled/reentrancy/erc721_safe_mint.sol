// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

// A capped mint: _safeMint counts the token, then calls the minter's onERC721Received before the per-wallet
// counter is updated, so the minter mints again from the hook and passes the wallet cap.
contract CappedDrop {
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public mintedBy;
    uint256 public totalSupply;
    uint256 public constant MAX_SUPPLY = 1000;
    uint256 public constant MAX_PER_WALLET = 2;
    uint256 public constant PRICE = 0.05 ether;

    function mint() external payable {
        require(msg.value == PRICE, "price");
        require(mintedBy[msg.sender] < MAX_PER_WALLET, "wallet cap");
        require(totalSupply < MAX_SUPPLY, "sold out");
        // <yes> <report> REENTRANCY
        _safeMint(msg.sender);
        mintedBy[msg.sender] += 1;
    }

    function _safeMint(address to) internal {
        uint256 tokenId = totalSupply;
        totalSupply += 1;
        ownerOf[tokenId] = to;
        balanceOf[to] += 1;
        if (to.code.length > 0) {
            require(
                IERC721Receiver(to).onERC721Received(msg.sender, address(0), tokenId, "") ==
                    IERC721Receiver.onERC721Received.selector,
                "not a receiver"
            );
        }
    }
}
