pragma solidity ^0.4.11;

// A "doubler" pyramid of 2016: each deposit is queued and, while the balance allows, the oldest entrant is paid
// back 180% with a send whose failure is ignored, so a refusing entrant is skipped and forgotten.
contract EthDoubler {
    struct Participant {
        address etherAddress;
        uint payout;
    }

    Participant[] public participants;

    uint public payoutIdx = 0;
    uint public collectedFees;
    uint public balance = 0;
    address public owner;

    uint constant multiplier = 180;
    uint constant feePercent = 5;

    event NewDeposit(address indexed who, uint amount, uint position);
    event Payout(address indexed who, uint amount);

    modifier onlyowner {
        if (msg.sender == owner) _;
    }

    function EthDoubler() {
        owner = msg.sender;
    }

    function() payable {
        enter();
    }

    function enter() payable {
        if (msg.value < 1 finney) {
            msg.sender.transfer(msg.value);
            return;
        }

        uint fee = msg.value * feePercent / 100;
        collectedFees += fee;
        balance += msg.value - fee;

        participants.push(Participant(msg.sender, (msg.value * multiplier) / 100));
        NewDeposit(msg.sender, msg.value, participants.length - 1);

        while (payoutIdx < participants.length && balance > participants[payoutIdx].payout) {
            uint payoutToSend = participants[payoutIdx].payout;
            // <yes> <report> UNCHECKED_LL_CALLS
            participants[payoutIdx].etherAddress.send(payoutToSend);
            Payout(participants[payoutIdx].etherAddress, payoutToSend);
            balance -= payoutToSend;
            payoutIdx += 1;
        }
    }

    function collectFees() onlyowner {
        if (collectedFees == 0) return;
        // <yes> <report> UNCHECKED_LL_CALLS
        owner.send(collectedFees);
        collectedFees = 0;
    }

    function setOwner(address _owner) onlyowner {
        owner = _owner;
    }

    function queueLength() constant returns (uint) {
        return participants.length - payoutIdx;
    }
}
