pragma solidity ^0.8.20;

/// A dice game that "avoids block data": the roll is a hash of the player's address and a public nonce. Every
/// input is known before the call, so a player (or a contract it deploys at a chosen address) rolls only when
/// it wins.
contract NonceDice {
    uint256 public nonce;
    uint256 public constant PAYOUT_MULTIPLIER = 6;

    event Rolled(address indexed player, uint256 roll, bool won);

    receive() external payable {}

    function roll(uint256 guess) external payable {
        require(msg.value > 0 && msg.value <= 1 ether, "stake");
        require(guess >= 1 && guess <= 6, "guess");
        // <yes> <report> BAD_RANDOMNESS
        uint256 result = (uint256(keccak256(abi.encodePacked(msg.sender, nonce))) % 6) + 1;
        nonce++;
        bool won = result == guess;
        if (won) {
            (bool ok, ) = payable(msg.sender).call{value: msg.value * PAYOUT_MULTIPLIER}("");
            require(ok, "payout");
        }
        emit Rolled(msg.sender, result, won);
    }
}
