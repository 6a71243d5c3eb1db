pragma solidity ^0.4.18;

/// Bug bounty of 2017: the owner accepts a report and the bounty is paid to the hunter. The
/// payment uses `send` and ignores its result, yet the report is marked paid either way.
contract BugBounty {
    struct Report {
        address hunter;
        string uri;
        uint reward;
        bool paid;
    }

    address public owner;
    Report[] public reports;

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function BugBounty() public payable {
        owner = msg.sender;
    }

    function () public payable {}

    function submit(string uri) public returns (uint id) {
        id = reports.length;
        reports.push(Report(msg.sender, uri, 0, false));
    }

    function accept(uint id, uint reward) public onlyOwner {
        Report storage r = reports[id];
        require(!r.paid);
        require(this.balance >= reward);
        r.reward = reward;
        r.paid = true;
        // <yes> <report> UNCHECKED_LL_CALLS
        r.hunter.send(reward);
    }
}
