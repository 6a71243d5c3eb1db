// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "reentrant");
        _status = 2;
        _;
        _status = 1;
    }
}

abstract contract BasicERC721 {
    mapping(uint256 => address) internal _owners;
    mapping(address => uint256) internal _balances;

    function ownerOf(uint256 id) public view returns (address) {
        return _owners[id];
    }

    function balanceOf(address who) public view returns (uint256) {
        return _balances[who];
    }

    function _safeMint(address to, uint256 id) internal {
        require(to != address(0), "zero");
        require(_owners[id] == address(0), "minted");
        _owners[id] = to;
        _balances[to] += 1;
        if (to.code.length > 0) {
            require(
                IERC721Receiver(to).onERC721Received(msg.sender, address(0), id, "") ==
                    IERC721Receiver.onERC721Received.selector,
                "receiver"
            );
        }
    }
}

/// A capped drop: the per-wallet count is recorded before any mint hook runs, the mint is locked, the proceeds
/// are pulled by the owner, and a batch purchase charges the sum of its prices.
contract GuardedDrop is BasicERC721, ReentrancyGuard {
    uint256 public constant MAX_PER_WALLET = 3;
    uint256 public constant MAX_SUPPLY = 5_000;
    uint256 public constant PRICE = 0.05 ether;

    address public immutable owner;
    uint256 public nextId = 1;
    mapping(address => uint256) public mintedBy;

    constructor() {
        owner = msg.sender;
    }

    function mint(uint256 quantity) external payable nonReentrant {
        require(quantity > 0 && quantity <= MAX_PER_WALLET, "quantity");
        require(msg.value == PRICE * quantity, "price");
        require(mintedBy[msg.sender] + quantity <= MAX_PER_WALLET, "cap");
        require(nextId + quantity - 1 <= MAX_SUPPLY, "supply");
        mintedBy[msg.sender] += quantity;
        uint256 first = nextId;
        nextId = first + quantity;
        for (uint256 i = 0; i < quantity; i++) {
            _safeMint(msg.sender, first + i);
        }
    }

    function withdraw() external {
        require(msg.sender == owner, "owner");
        (bool ok, ) = owner.call{value: address(this).balance}("");
        require(ok, "send");
    }
}
