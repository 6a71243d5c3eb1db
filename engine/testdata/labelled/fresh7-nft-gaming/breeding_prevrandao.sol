// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Breeding for Pixel Critters: the offspring's genes mix both parents with a random mask.
contract CritterBreeding {
    struct Critter {
        uint256 genes;
        uint64 birthTime;
        uint64 cooldownEnd;
        uint32 generation;
    }

    mapping(uint256 => Critter) public critters;
    mapping(uint256 => address) public ownerOf;
    uint256 public nextId = 1;
    uint256 public breedFee = 0.005 ether;
    address public treasury;

    constructor(address _treasury) {
        treasury = _treasury;
    }

    function _mixGenes(uint256 a, uint256 b, uint256 seed) internal pure returns (uint256 child) {
        for (uint256 i = 0; i < 32; i++) {
            uint256 mask = uint256(0xff) << (i * 8);
            child |= ((seed >> i) & 1) == 0 ? (a & mask) : (b & mask);
        }
    }

    function breed(uint256 matron, uint256 sire) external payable returns (uint256 id) {
        require(msg.value >= breedFee, "fee");
        require(ownerOf[matron] == msg.sender && ownerOf[sire] == msg.sender, "not owner");
        require(matron != sire, "same");
        Critter storage m = critters[matron];
        Critter storage s = critters[sire];
        require(m.cooldownEnd <= block.timestamp && s.cooldownEnd <= block.timestamp, "cooldown");

        // <yes> <report> BAD_RANDOMNESS
        uint256 seed = uint256(keccak256(abi.encode(block.prevrandao, block.timestamp, matron, sire)));
        id = nextId++;
        uint32 gen = (m.generation > s.generation ? m.generation : s.generation) + 1;
        critters[id] = Critter(_mixGenes(m.genes, s.genes, seed), uint64(block.timestamp), 0, gen);
        ownerOf[id] = msg.sender;
        m.cooldownEnd = uint64(block.timestamp + 1 hours * gen);
        s.cooldownEnd = uint64(block.timestamp + 1 hours * gen);
        (bool ok, ) = treasury.call{value: msg.value}("");
        require(ok, "treasury");
    }
}
