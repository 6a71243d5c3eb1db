// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

abstract contract BasicERC721 {
    mapping(uint256 => address) internal _owners;
    mapping(address => uint256) internal _balances;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    function ownerOf(uint256 tokenId) public view returns (address) {
        address o = _owners[tokenId];
        require(o != address(0), "nonexistent");
        return o;
    }

    function _mint(address to, uint256 tokenId) internal {
        require(to != address(0) && _owners[tokenId] == address(0), "mint");
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(address(0), to, tokenId);
    }

    function _safeMint(address to, uint256 tokenId) internal {
        _mint(to, tokenId);
        if (to.code.length > 0) {
            require(
                IERC721Receiver(to).onERC721Received(msg.sender, address(0), tokenId, "") ==
                    IERC721Receiver.onERC721Received.selector,
                "non receiver"
            );
        }
    }
}

contract GenesisApes is BasicERC721 {
    uint256 public constant MAX_SUPPLY = 5000;
    uint256 public constant MAX_PER_TX = 10;
    uint256 public constant PRICE = 0.08 ether;
    uint256 public totalSupply;
    address public immutable owner;

    constructor() {
        owner = msg.sender;
    }

    function mint(uint256 quantity) external payable {
        require(quantity > 0 && quantity <= MAX_PER_TX, "quantity");
        require(totalSupply + quantity <= MAX_SUPPLY, "sold out");
        require(msg.value == PRICE * quantity, "price");
        for (uint256 i = 0; i < quantity; i++) {
            // <yes> <report> REENTRANCY
            _safeMint(msg.sender, totalSupply + i);
        }
        totalSupply += quantity;
    }

    function withdraw() external {
        require(msg.sender == owner, "owner");
        payable(owner).transfer(address(this).balance);
    }
}
