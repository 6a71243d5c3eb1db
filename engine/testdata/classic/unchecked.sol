pragma solidity ^0.4.18;

contract Lotto {
    bool public payedOut = false;
    address public winner; // want "uninitialized-state: .*uses it as the address of wi"
    uint public winAmount; // want "uninitialized-state: .*uses it as the amount of eth"
    function sendToWinner() public {
        require(!payedOut);
        winner.send(winAmount); // want "unchecked-low-level-call: .*ignores the result of winner"
        payedOut = true;
    }
    function withdrawLeftOver() public { // want "unprotected-ether-withdrawal: .*lets any caller send this\\.ba"
        require(payedOut);
        msg.sender.send(this.balance); // want "unchecked-low-level-call: .*ignores the result of msg\\.se"
    }
}

contract KingOfTheEther {
    address king; uint price;
    function claim() payable {
        if (msg.value < price) throw;
        uint compensation = price * 2 / 3;
        king.send(compensation); // want "unchecked-low-level-call: .*ignores the result of king\\.s"
        king = msg.sender;
        price = msg.value * 3 / 2; // ether received, times a small number: cannot wrap
    }
}

contract Caller {
    function callAddress(address a) {
        a.call(); // want "unchecked-low-level-call: .*ignores the result of a\\.call"
    }
    function checked(address a) {
        if (!a.call()) revert();
    }
}

contract SendBack {
    mapping (address => uint) userBalances;
    function withdrawBalance() {
        uint amountToWithdraw = userBalances[msg.sender];
        userBalances[msg.sender] = 0;
        msg.sender.send(amountToWithdraw); // want "unchecked-low-level-call: .*ignores the result of msg\\.se"
    }
}
