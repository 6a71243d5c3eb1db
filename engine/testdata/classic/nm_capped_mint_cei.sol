// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

abstract contract MiniERC721 {
    mapping(uint256 => address) internal _owners;
    mapping(address => uint256) internal _balances;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed spender, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    function ownerOf(uint256 tokenId) public view returns (address o) {
        require((o = _owners[tokenId]) != address(0), "NOT_MINTED");
    }

    function balanceOf(address o) external view returns (uint256) {
        require(o != address(0), "ZERO_ADDRESS");
        return _balances[o];
    }

    function approve(address spender, uint256 tokenId) external {
        address o = _owners[tokenId];
        require(msg.sender == o || isApprovedForAll[o][msg.sender], "NOT_AUTHORIZED");
        getApproved[tokenId] = spender;
        emit Approval(o, spender, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        require(from == _owners[tokenId], "WRONG_FROM");
        require(to != address(0), "INVALID_RECIPIENT");
        require(
            msg.sender == from || isApprovedForAll[from][msg.sender] || msg.sender == getApproved[tokenId],
            "NOT_AUTHORIZED"
        );
        _balances[from]--;
        _balances[to]++;
        _owners[tokenId] = to;
        delete getApproved[tokenId];
        emit Transfer(from, to, tokenId);
    }

    function _mint(address to, uint256 tokenId) internal {
        require(to != address(0), "INVALID_RECIPIENT");
        require(_owners[tokenId] == address(0), "ALREADY_MINTED");
        _balances[to]++;
        _owners[tokenId] = to;
        emit Transfer(address(0), to, tokenId);
    }

    function _safeMint(address to, uint256 tokenId) internal {
        _mint(to, tokenId);
        require(
            to.code.length == 0 ||
                IERC721Receiver(to).onERC721Received(msg.sender, address(0), tokenId, "") ==
                IERC721Receiver.onERC721Received.selector,
            "UNSAFE_RECIPIENT"
        );
    }
}

contract CappedCollection is MiniERC721 {
    uint256 public constant MAX_SUPPLY = 10000;
    uint256 public constant MAX_PER_WALLET = 5;
    uint256 public constant PRICE = 0.06 ether;
    address public immutable owner;
    uint256 public totalSupply;
    bool public saleActive;
    mapping(address => uint256) public mintedBy;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function setSaleActive(bool active) external onlyOwner {
        saleActive = active;
    }

    function mint(uint256 quantity) external payable {
        require(saleActive, "sale inactive");
        require(quantity > 0 && mintedBy[msg.sender] + quantity <= MAX_PER_WALLET, "wallet limit");
        uint256 first = totalSupply;
        require(first + quantity <= MAX_SUPPLY, "sold out");
        require(msg.value == PRICE * quantity, "price");
        totalSupply = first + quantity;
        mintedBy[msg.sender] += quantity;
        for (uint256 i = 0; i < quantity; i++) {
            _safeMint(msg.sender, first + i);
        }
    }

    function withdraw() external onlyOwner {
        (bool ok, ) = payable(owner).call{value: address(this).balance}("");
        require(ok, "withdraw");
    }
}
