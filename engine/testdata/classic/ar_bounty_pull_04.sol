pragma solidity ^0.4.24;

/// Bug bounty of 2018 in the pull-payment style: the owner accepts a report and credits the hunter,
/// who withdraws with `transfer`; the credit is cleared before the payment.
contract PullBounty {
    struct Report {
        address hunter;
        bytes32 digest;
        bool accepted;
    }

    address public owner;
    Report[] public reports;
    mapping(address => uint) public owed;
    uint public totalOwed;

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    constructor() public payable {
        owner = msg.sender;
    }

    function () public payable {}

    function submit(bytes32 digest) public returns (uint id) {
        id = reports.length;
        reports.push(Report(msg.sender, digest, false));
    }

    function accept(uint id, uint reward) public onlyOwner {
        Report storage r = reports[id];
        require(!r.accepted);
        require(totalOwed + reward >= totalOwed);
        require(address(this).balance >= totalOwed + reward);
        r.accepted = true;
        owed[r.hunter] += reward;
        totalOwed += reward;
    }

    function withdraw() public {
        uint amount = owed[msg.sender];
        require(amount > 0);
        owed[msg.sender] = 0;
        totalOwed -= amount;
        msg.sender.transfer(amount);
    }
}
