// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

contract LimitedMint {
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public mintedBy;
    uint256 public totalSupply;
    uint256 public constant MAX_PER_WALLET = 2;

    function mint(uint256 n) external {
        require(mintedBy[msg.sender] + n <= MAX_PER_WALLET, "limit");
        for (uint256 i = 0; i < n; i++) {
            uint256 id = totalSupply++;
            ownerOf[id] = msg.sender;
            if (msg.sender.code.length > 0) {
                // <yes> <report> REENTRANCY
                require(IERC721Receiver(msg.sender).onERC721Received(msg.sender, address(0), id, "") == IERC721Receiver.onERC721Received.selector, "receiver");
            }
        }
        mintedBy[msg.sender] += n;
    }
}
