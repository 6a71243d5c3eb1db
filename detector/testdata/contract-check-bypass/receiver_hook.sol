// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

contract Drop {
    mapping(uint256 => address) public ownerOf;
    mapping(address => bool) public minted;
    uint256 public nextId;

    // The code size decides whether the minter is notified through its hook: no one is kept out.
    function mint() external {
        require(!minted[msg.sender], "minted");
        minted[msg.sender] = true;
        uint256 id = nextId++;
        ownerOf[id] = msg.sender;
        if (msg.sender.code.length > 0) {
            require(IERC721Receiver(msg.sender).onERC721Received(msg.sender, address(0), id, "") ==
                IERC721Receiver.onERC721Received.selector);
        }
    }

    // Here the branch for contracts gives them less: a keep-out rule a constructor passes.
    function mintBonus() external {
        require(!minted[msg.sender], "minted");
        minted[msg.sender] = true;
        if (msg.sender.code.length == 0) { // want "Drop.mintBonus\\(\\) tells the caller from a contract by its code size"
            ownerOf[nextId++] = msg.sender;
        }
        ownerOf[nextId++] = msg.sender;
    }
}
