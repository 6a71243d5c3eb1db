pragma solidity ^0.4.24;

// An owner any caller can become (the misnamed constructor, reported by wrong-constructor-name): the fee
// functions were written for the owner to call from outside, behind its check; their visibility is not what
// lets others in.
contract Pyramid {
    address creator;
    uint collectedFees;

    function Pyramidd() { // want "Pyramidd\\(\\) has no visibility.*any caller can make it change state"
        creator = msg.sender;
    }

    modifier onlyowner {
        if (msg.sender == creator) _;
    }

    function collectAllFees() onlyowner { // want "collectAllFees\\(\\) has no visibility.*check that it is meant"
        if (collectedFees == 0) throw;
        creator.send(collectedFees);
        collectedFees = 0;
    }

    function collectFeesInEther(uint _amt) onlyowner { // want "collectFeesInEther\\(\\) has no visibility.*check that it is meant"
        if (_amt > collectedFees) collectAllFees();
        creator.send(_amt);
        collectedFees -= _amt;
    }
}

// Safe as to visibility: an entry point that nothing calls and that checks its own state first (a claim's
// flag): it is meant to be called from outside.
contract Bounty {
    bool claimed;
    uint reward;

    function claim(uint submission) { // want "claim\\(\\) has no visibility.*entry point rather than a helper left public; declare it public"
        require(!claimed);
        require(submission < 10);
        claimed = true;
        msg.sender.transfer(reward);
    }
}

// Vulnerable: the same payout as a helper another function calls after its checks, left public.
contract HelperBounty {
    bool claimed;
    uint reward;

    function claim(uint submission) public {
        require(submission < 10);
        pay();
    }

    function pay() { // want "pay\\(\\) has no visibility.*any caller can make it send ether"
        require(!claimed);
        claimed = true;
        msg.sender.transfer(reward);
    }
}
