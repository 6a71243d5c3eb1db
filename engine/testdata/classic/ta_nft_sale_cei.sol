// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

interface IERC1155Receiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data)
        external
        returns (bytes4);
}

abstract contract BasicERC721 {
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

// Allow-list drop: the per-wallet quota and the supply counter are written before any receiver hook runs.
contract AllowlistDrop is BasicERC721 {
    uint256 public constant MAX_PER_WALLET = 3;
    uint256 public constant PRICE = 0.05 ether;
    uint256 public totalMinted;
    address public immutable treasury;
    mapping(address => uint256) public mintedBy;
    mapping(address => bool) public allowed;

    constructor(address _treasury) {
        treasury = _treasury;
    }

    function setAllowlist(address[] calldata accounts) external {
        require(msg.sender == treasury, "treasury");
        for (uint256 i = 0; i < accounts.length; i++) {
            allowed[accounts[i]] = true;
        }
    }

    function mint(uint256 quantity) external payable {
        require(allowed[msg.sender], "not allowed");
        require(mintedBy[msg.sender] + quantity <= MAX_PER_WALLET, "quota");
        require(msg.value == quantity * PRICE, "price");
        uint256 first = totalMinted;
        totalMinted = first + quantity;
        mintedBy[msg.sender] += quantity;
        for (uint256 i = 0; i < quantity; i++) {
            _safeMint(msg.sender, first + i);
        }
    }

    function withdraw() external {
        require(msg.sender == treasury, "treasury");
        (bool ok, ) = payable(treasury).call{value: address(this).balance}("");
        require(ok, "withdraw failed");
    }
}

// Season badges: the claim is recorded before the ERC-1155 acceptance hook.
contract SeasonBadges {
    mapping(uint256 => mapping(address => uint256)) public balanceOf;
    mapping(uint256 => mapping(address => bool)) public eligible;
    mapping(uint256 => mapping(address => bool)) public claimed;
    address public immutable owner;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);

    constructor() {
        owner = msg.sender;
    }

    function setEligible(uint256 season, address[] calldata accounts) external {
        require(msg.sender == owner, "owner");
        for (uint256 i = 0; i < accounts.length; i++) {
            eligible[season][accounts[i]] = true;
        }
    }

    function claim(uint256 season) external {
        require(eligible[season][msg.sender], "not eligible");
        require(!claimed[season][msg.sender], "claimed");
        claimed[season][msg.sender] = true;
        _mint(msg.sender, season, 1, "");
    }

    function _mint(address to, uint256 id, uint256 amount, bytes memory data) internal {
        balanceOf[id][to] += amount;
        emit TransferSingle(msg.sender, address(0), to, id, amount);
        if (to.code.length > 0) {
            bytes4 response = IERC1155Receiver(to).onERC1155Received(msg.sender, address(0), id, amount, data);
            require(response == IERC1155Receiver.onERC1155Received.selector, "ERC1155: rejected tokens");
        }
    }
}
