// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// NFT tickets with a per-wallet limit for the primary sale, to keep scalpers from buying the whole allocation.
contract WalletCappedTickets {
    string public name = "Arena Tickets";
    string public symbol = "ARENA";

    address public immutable organiser;
    uint256 public immutable price;
    uint256 public immutable maxSupply;
    uint256 public constant MAX_PER_WALLET = 4;

    uint256 public totalSupply;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public mintedBy;
    mapping(uint256 => address) public getApproved;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);

    constructor(uint256 _price, uint256 _maxSupply) {
        organiser = msg.sender;
        price = _price;
        maxSupply = _maxSupply;
    }

    function mint(uint256 quantity) external payable {
        require(msg.value == price * quantity, "price");
        require(mintedBy[msg.sender] + quantity <= MAX_PER_WALLET, "wallet limit");
        require(totalSupply + quantity <= maxSupply, "sold out");
        for (uint256 i = 0; i < quantity; i++) {
            // <yes> <report> REENTRANCY
            _safeMint(msg.sender, totalSupply + 1);
        }
        mintedBy[msg.sender] += quantity;
    }

    function _safeMint(address to, uint256 tokenId) internal {
        ownerOf[tokenId] = to;
        balanceOf[to] += 1;
        totalSupply += 1;
        emit Transfer(address(0), to, tokenId);
        if (to.code.length > 0) {
            bytes4 ret = IERC721Receiver(to).onERC721Received(msg.sender, address(0), tokenId, "");
            require(ret == IERC721Receiver.onERC721Received.selector, "receiver");
        }
    }

    function approve(address to, uint256 tokenId) external {
        require(ownerOf[tokenId] == msg.sender, "owner");
        getApproved[tokenId] = to;
        emit Approval(msg.sender, to, tokenId);
    }

    function transferFrom(address from, address to, uint256 tokenId) external {
        require(ownerOf[tokenId] == from, "from");
        require(msg.sender == from || msg.sender == getApproved[tokenId], "auth");
        require(to != address(0), "zero");
        delete getApproved[tokenId];
        ownerOf[tokenId] = to;
        balanceOf[from] -= 1;
        balanceOf[to] += 1;
        emit Transfer(from, to, tokenId);
    }

    function withdraw() external {
        require(msg.sender == organiser, "organiser");
        (bool ok, ) = payable(organiser).call{value: address(this).balance}("");
        require(ok, "withdraw");
    }
}
