pragma solidity ^0.4.25;
contract RandomNumberGenerator {
  // <yes> <report> BAD_RANDOMNESS
  uint256 private salt =  block.timestamp;
  function random(uint max) view private returns (uint256 result) {
    // <yes> <report> BAD_RANDOMNESS
    uint256 x = salt * 100 / max;
    // <yes> <report> BAD_RANDOMNESS
    uint256 y = salt * block.number / (salt % 5) ;
    // <yes> <report> BAD_RANDOMNESS
    uint256 seed = block.number / 3 + (salt % 300) + y;
    // <yes> <report> BAD_RANDOMNESS
    uint256 h = uint256(blockhash(seed));
    // <yes> <report> BAD_RANDOMNESS
    return uint256((h / x)) % max + 1;
  }
}
