pragma solidity ^0.5.0;

// A per-entry flag set before the call: a call back for the same proposal fails the check.
contract Proposals {
    struct Proposal {
        address payable recipient;
        uint256 amount;
        bool executed;
        bool passed;
    }
    Proposal[] proposals;

    function execute(uint256 id, bytes memory data) public {
        Proposal storage p = proposals[id];
        require(!p.executed);
        p.executed = true;
        (bool ok, ) = p.recipient.call.value(p.amount)(data);
        require(ok);
        p.passed = true;
    }

    // The flag is set only on one path: the other path to the call leaves the entry open.
    function executeSometimes(uint256 id, bytes memory data, bool mark) public {
        Proposal storage p = proposals[id];
        require(!p.executed);
        if (mark) {
            p.executed = true;
        }
        (bool ok, ) = p.recipient.call.value(p.amount)(data); // want "Proposals.executeSometimes\\(\\) sends ether to p.recipient before it writes p.passed"
        require(ok);
        p.passed = true;
    }
}
