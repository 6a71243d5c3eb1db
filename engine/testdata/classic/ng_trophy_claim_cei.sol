// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

abstract contract ERC721Lite {
    mapping(uint256 => address) internal _owners;
    mapping(address => uint256) internal _balances;

    function ownerOf(uint256 tokenId) public view returns (address) {
        return _owners[tokenId];
    }

    function _safeMint(address to, uint256 tokenId) internal {
        require(_owners[tokenId] == address(0), "ERC721: minted");
        _owners[tokenId] = to;
        _balances[to] += 1;
        if (to.code.length > 0) {
            bytes4 ret = IERC721Receiver(to).onERC721Received(msg.sender, address(0), tokenId, "");
            require(ret == IERC721Receiver.onERC721Received.selector, "ERC721: receiver");
        }
    }
}

/// Season trophies: the claimed flag is written before the safe mint calls back into the player.
contract SeasonTrophyClaim is ERC721Lite {
    address public immutable gameMaster;
    uint256 public nextTrophy = 1;
    mapping(address => bool) public eligible;
    mapping(address => bool) public claimed;

    constructor() {
        gameMaster = msg.sender;
    }

    function setEligible(address[] calldata players) external {
        require(msg.sender == gameMaster, "GM only");
        for (uint256 i = 0; i < players.length; i++) {
            eligible[players[i]] = true;
        }
    }

    function claimTrophy() external {
        require(eligible[msg.sender], "not eligible");
        require(!claimed[msg.sender], "claimed");
        claimed[msg.sender] = true;
        uint256 id = nextTrophy++;
        _safeMint(msg.sender, id);
    }
}
