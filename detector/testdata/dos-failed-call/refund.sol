pragma solidity 0.4.24;

contract Refunder {
    address[] private refundAddresses;
    mapping (address => uint) public refunds;
    address public leader;
    uint public bid;

    function refundAll() public {
        for (uint x; x < refundAddresses.length; x++) {
            require(refundAddresses[x].send(refunds[refundAddresses[x]])); // want "Refunder.refundAll\\(\\) calls refundAddresses\\[x\\] inside a loop and reverts if it fails"
        }
    }

    function payAll() public {
        uint i = 0;
        while (i < refundAddresses.length) {
            address a = refundAddresses[i];
            a.transfer(refunds[a]); // want "calls a inside a loop"
            i++;
        }
    }

    function callAll() public {
        for (uint i = 0; i < refundAddresses.length; i++) {
            bool ok = refundAddresses[i].call.value(1)(); // want "calls refundAddresses\\[i\\] inside a loop"
            require(ok);
        }
    }

    function becomeLeader() public payable {
        require(msg.value > bid);
        leader.transfer(bid); // want "pays the previous leader before replacing it with the caller"
        leader = msg.sender;
        bid = msg.value;
    }

    // Safe: the send's failure is tolerated, the loop goes on.
    function tryAll() public {
        for (uint x; x < refundAddresses.length; x++) {
            refundAddresses[x].send(refunds[refundAddresses[x]]);
        }
    }

    // Safe: one fixed receiver, paid in several parts.
    function instalments(uint n) public {
        for (uint i = 0; i < n; i++) {
            leader.transfer(1 wei);
        }
    }

    // Safe: pull payment.
    function withdraw() public {
        uint amount = refunds[msg.sender];
        refunds[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
