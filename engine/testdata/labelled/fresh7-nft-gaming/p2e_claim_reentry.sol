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

    function balanceOf(address who) public view returns (uint256) {
        return _balances[who];
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

/// Season rewards: each player who finished the season claims one trophy NFT.
contract SeasonTrophies is ERC721Lite {
    address public gameMaster;
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
        // <yes> <report> REENTRANCY
        _safeMint(msg.sender, nextTrophy++);
        claimed[msg.sender] = true;
    }
}
