pragma solidity ^0.4.24;

// Multiplier 121%: every deposit is queued and the incoming ether pays the oldest depositors first, all of
// them in the same transaction.
contract Multiplier121 {
    struct Deposit {
        address depositor;
        uint deposit;
        uint expect;
    }

    address public promo;
    Deposit[] public queue;
    uint public currentReceiverIndex = 0;

    constructor(address _promo) public {
        promo = _promo;
    }

    function () public payable {
        require(msg.value >= 0.01 ether && msg.value <= 5 ether);
        queue.push(Deposit(msg.sender, msg.value, msg.value * 121 / 100));

        uint promoFee = msg.value * 5 / 100;
        promo.transfer(promoFee);

        pay();
    }

    function pay() private {
        uint money = address(this).balance;
        for (uint i = currentReceiverIndex; i < queue.length; i++) {
            Deposit storage dep = queue[i];
            if (money >= dep.expect) {
                // <yes> <report> DENIAL_OF_SERVICE
                dep.depositor.transfer(dep.expect);
                money -= dep.expect;
                delete queue[i];
            } else {
                dep.depositor.transfer(money);
                dep.expect -= money;
                break;
            }
        }
        currentReceiverIndex = i;
    }

    function getQueueLength() public view returns (uint) {
        return queue.length - currentReceiverIndex;
    }
}
