// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

struct Portal {
    address owner;
    uint256 openedAt;
    uint256 randomSeed;
    bool opened;
    bool claimed;
}

struct AppStorage {
    address contractOwner;
    mapping(uint256 => Portal) portals;
    mapping(address => uint256[]) ownerTokens;
    mapping(uint256 => uint8[6]) traits;
    uint256 nextPortalId;
    uint256 portalPrice;
    address payable dao;
}

// A game diamond's portal facet: buying a portal mints it, opening it rolls the six traits of the creature
// inside. The roll mixes only values the buyer knows or the block producer picks, so a buyer's contract can
// compute the traits in the same transaction and revert every roll that is not rare.
contract PortalFacet {
    AppStorage internal s;

    event PortalBought(address indexed buyer, uint256 indexed tokenId);
    event PortalOpened(uint256 indexed tokenId, uint256 seed);

    function buyPortal() external payable returns (uint256 tokenId) {
        require(msg.value == s.portalPrice, "PortalFacet: wrong price");
        tokenId = s.nextPortalId++;
        s.portals[tokenId].owner = msg.sender;
        s.ownerTokens[msg.sender].push(tokenId);
        (bool ok, ) = s.dao.call{value: msg.value}("");
        require(ok, "PortalFacet: dao transfer failed");
        emit PortalBought(msg.sender, tokenId);
    }

    function openPortal(uint256 tokenId) external {
        Portal storage p = s.portals[tokenId];
        require(p.owner == msg.sender, "PortalFacet: not owner");
        require(!p.opened, "PortalFacet: already open");
        p.opened = true;
        p.openedAt = block.number;
        // <yes> <report> BAD_RANDOMNESS
        uint256 seed = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), msg.sender, tokenId)));
        p.randomSeed = seed;
        for (uint256 i = 0; i < 6; i++) {
            s.traits[tokenId][i] = uint8(uint256(keccak256(abi.encodePacked(seed, i))) % 100);
        }
        emit PortalOpened(tokenId, seed);
    }

    function traitsOf(uint256 tokenId) external view returns (uint8[6] memory) {
        return s.traits[tokenId];
    }

    function setPortalPrice(uint256 price) external {
        require(msg.sender == s.contractOwner, "PortalFacet: not owner");
        s.portalPrice = price;
    }
}
