// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

abstract contract MiniERC721 {
    mapping(uint256 => address) internal _owners;
    mapping(address => uint256) internal _balances;

    function ownerOf(uint256 id) public view returns (address) {
        return _owners[id];
    }

    function _mint(address to, uint256 id) internal {
        require(to != address(0), "zero");
        require(_owners[id] == address(0), "minted");
        _owners[id] = to;
        _balances[to] += 1;
    }

    function _safeMint(address to, uint256 id) internal {
        _mint(to, id);
        if (to.code.length > 0) {
            require(
                IERC721Receiver(to).onERC721Received(msg.sender, address(0), id, "") ==
                    IERC721Receiver.onERC721Received.selector,
                "receiver"
            );
        }
    }
}

/// Allow-list mint capped per wallet: the cap is recorded after the mints, and each _safeMint calls back
/// into the minter, which can mint again while its count is still zero.
contract CappedDrop is MiniERC721 {
    uint256 public constant MAX_PER_WALLET = 2;
    uint256 public constant PRICE = 0.05 ether;
    uint256 public nextId = 1;
    mapping(address => uint256) public mintedBy;

    function mint(uint256 quantity) external payable {
        require(msg.value == PRICE * quantity, "price");
        require(mintedBy[msg.sender] + quantity <= MAX_PER_WALLET, "cap");
        for (uint256 i = 0; i < quantity; i++) {
            // <yes> <report> REENTRANCY
            _safeMint(msg.sender, nextId++);
        }
        mintedBy[msg.sender] += quantity;
    }
}
