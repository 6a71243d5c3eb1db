pragma solidity ^0.5.0;

contract Reveal {
    struct Bid {
        bytes32 blindedBid;
        uint256 deposit;
    }
    mapping(address => Bid[]) public bids;

    // Safe: refund was just raised by a deposit at least as large as what is taken back.
    function reveal(uint256[] memory values) public returns (uint256 refund) {
        for (uint256 i = 0; i < bids[msg.sender].length; i++) {
            Bid storage b = bids[msg.sender][i];
            uint256 value = values[i];
            refund = refund + 0;
            refund += b.deposit; // want "refund \\+= b.deposit can overflow"
            if (b.deposit >= value) {
                refund -= value;
            }
        }
    }

    // The check compares the wrong amount.
    function revealLoose(uint256[] memory values, uint256 cap) public returns (uint256 refund) {
        for (uint256 i = 0; i < bids[msg.sender].length; i++) {
            Bid storage b = bids[msg.sender][i];
            refund += b.deposit; // want "refund \\+= b.deposit can overflow"
            if (cap >= values[i]) {
                refund -= values[i]; // want "refund -= values\\[i\\] can underflow"
            }
        }
    }
}
