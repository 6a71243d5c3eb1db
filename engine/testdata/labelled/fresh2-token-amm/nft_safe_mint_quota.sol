// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

abstract contract MiniERC721 {
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    function _mint(address to, uint256 tokenId) internal {
        require(to != address(0), "mint to zero");
        require(ownerOf[tokenId] == address(0), "minted");
        balanceOf[to] += 1;
        ownerOf[tokenId] = to;
        emit Transfer(address(0), to, tokenId);
    }

    function _safeMint(address to, uint256 tokenId) internal {
        _mint(to, tokenId);
        if (to.code.length > 0) {
            require(
                IERC721Receiver(to).onERC721Received(msg.sender, address(0), tokenId, "")
                    == IERC721Receiver.onERC721Received.selector,
                "unsafe recipient"
            );
        }
    }
}

contract WhitelistDrop is MiniERC721 {
    uint256 public constant MAX_PER_WALLET = 3;
    uint256 public constant PRICE = 0.05 ether;
    uint256 public totalMinted;
    address public immutable treasury;
    mapping(address => uint256) public mintedBy;
    mapping(address => bool) public whitelisted;

    constructor(address _treasury) {
        treasury = _treasury;
    }

    function setWhitelist(address[] calldata accounts) external {
        require(msg.sender == treasury, "treasury");
        for (uint256 i = 0; i < accounts.length; i++) {
            whitelisted[accounts[i]] = true;
        }
    }

    function mint(uint256 quantity) external payable {
        require(whitelisted[msg.sender], "not whitelisted");
        require(mintedBy[msg.sender] + quantity <= MAX_PER_WALLET, "quota");
        require(msg.value == quantity * PRICE, "price");
        for (uint256 i = 0; i < quantity; i++) {
            // <yes> <report> REENTRANCY
            _safeMint(msg.sender, totalMinted + i);
        }
        totalMinted += quantity;
        mintedBy[msg.sender] += quantity;
    }

    function withdraw() external {
        payable(treasury).transfer(address(this).balance);
    }
}
