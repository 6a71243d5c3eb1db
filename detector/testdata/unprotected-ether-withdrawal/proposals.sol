pragma solidity ^0.8.20;

// Members propose; a proposal runs once a majority voted it through. Marking it executed is open to anyone,
// but that write chooses no payee.
contract Treasury {
    struct Proposal { address target; uint256 value; bytes data; uint256 yes; uint256 eta; bool executed; }
    mapping(address => bool) public isMember;
    uint256 public memberCount;
    Proposal[] public proposals;
    mapping(uint256 => mapping(address => bool)) public voted;

    modifier onlyMember() {
        require(isMember[msg.sender]);
        _;
    }

    receive() external payable {}

    function propose(address target, uint256 value, bytes calldata data) external onlyMember {
        proposals.push(Proposal(target, value, data, 0, 0, false));
    }

    function vote(uint256 id) external onlyMember {
        require(!voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        Proposal storage p = proposals[id];
        p.yes += 1;
        if (p.yes * 2 > memberCount && p.eta == 0) {
            p.eta = block.timestamp + 2 days;
        }
    }

    function execute(uint256 id) external {
        Proposal storage p = proposals[id];
        require(p.eta != 0 && block.timestamp >= p.eta);
        require(!p.executed);
        p.executed = true;
        (bool ok, ) = p.target.call{value: p.value}(p.data);
        require(ok);
    }
}

// Anyone proposes, and the members' approval decides whether it runs.
contract OpenBox {
    struct Request { address payable to; uint256 amount; bool approved; bool paid; }
    address public operator;
    Request[] public requests;

    constructor() {
        operator = msg.sender;
    }

    receive() external payable {}

    function request(uint256 amount) external {
        requests.push(Request(payable(msg.sender), amount, false, false));
    }

    function approve(uint256 id) external {
        require(msg.sender == operator);
        requests[id].approved = true;
    }

    function pay(uint256 id) external {
        Request storage r = requests[id];
        require(r.approved && !r.paid);
        r.paid = true;
        r.to.transfer(r.amount);
    }

    // Nothing decided this one: whoever asked is paid.
    function payNow(uint256 id) external { // want "OpenBox.payNow\\(\\) lets any caller send r.amount to r.to"
        Request storage r = requests[id];
        require(!r.paid);
        r.paid = true;
        r.to.transfer(r.amount);
    }
}
