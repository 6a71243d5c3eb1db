pragma solidity ^0.5.0;

contract GuessTheNumber {
    uint _secretNumber;
    address payable _owner;

    function guess(uint n) public payable {
        require(msg.value == 1 ether);
        uint p = address(this).balance;
        checkAndTransferPrize(/*The prize‮/*rebmun desseug*/n , p/*‭ // want "GuessTheNumber.guess\\(\\) contains U\\+202E RIGHT-TO-LEFT OVERRIDE" "U\\+202D LEFT-TO-RIGHT OVERRIDE"
                /*The user who should benefit */,msg.sender);
    }

    function checkAndTransferPrize(uint p, uint n, address payable guesser) internal {
        if (n == _secretNumber) {
            guesser.transfer(p);
        }
    }

    // Plain non-ASCII text is fine: café, →, ½.
    string public greeting = "héllo";
}
