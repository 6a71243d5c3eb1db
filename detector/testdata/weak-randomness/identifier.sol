// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// Safe: Chainlink's keeper registry files each upkeep under an id hashed from the last blockhash, the contract
// and a nonce, and returns the id. It names a record; nobody bets on it.
contract Registry {
    struct Upkeep { address target; uint32 gasLimit; }
    mapping(uint256 => Upkeep) internal s_upkeep;
    uint256 internal nonce;

    function _createUpkeep(uint256 id, address target, uint32 gasLimit) internal {
        s_upkeep[id] = Upkeep(target, gasLimit);
    }

    function registerUpkeep(address target, uint32 gasLimit) external returns (uint256 id) {
        id = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), address(this), nonce)));
        _createUpkeep(id, target, gasLimit);
        nonce++;
    }

    function register(address target) external returns (uint256 id) {
        id = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), nonce++)));
        s_upkeep[id].target = target;
    }

    // Vulnerable: the same hash handed out as a draw.
    function roll() external view returns (uint256 r) {
        r = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), nonce))) % 6; // want "Registry.roll\\(\\) returns a random number drawn from block data"
    }
}
