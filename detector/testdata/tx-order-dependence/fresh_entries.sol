pragma solidity ^0.8.0;

// Entries are created at fresh ids and never changed after: nothing can change a pending payout's entry.
contract Streams {
    struct Stream { address recipient; uint256 remaining; }
    mapping(uint256 => Stream) public streams;
    uint256 public nextStream;

    function create(address recipient) external payable returns (uint256 id) {
        id = nextStream++;
        streams[id] = Stream(recipient, msg.value);
    }

    function close(uint256 id) external {
        Stream storage s = streams[id];
        require(msg.sender == s.recipient);
        uint256 amount = s.remaining;
        delete streams[id];
        (bool ok, ) = s.recipient.call{value: amount}("");
        require(ok);
    }
}

// A proposal's target and value are set when it is made; the votes change other fields.
contract Gov {
    struct P { uint256 forVotes; uint256 endBlock; bool executed; address target; uint256 value; }
    mapping(uint256 => P) internal ps;
    mapping(address => uint256) public weight;
    uint256 public count;

    function propose(address target, uint256 value) external returns (uint256 id) {
        id = ++count;
        ps[id] = P(0, block.number + 100, false, target, value);
    }

    function vote(uint256 id) external {
        require(block.number <= ps[id].endBlock);
        ps[id].forVotes += weight[msg.sender];
    }

    function execute(uint256 id) external {
        P storage p = ps[id];
        require(block.number > p.endBlock && !p.executed && p.forVotes >= 100);
        p.executed = true;
        (bool ok, ) = p.target.call{value: p.value}("");
        require(ok);
    }
}

// The entry's receiver can be changed by anyone at any id: a race.
contract Editable {
    struct Order { address payable to; uint256 amount; }
    mapping(uint256 => Order) public orders;
    uint256 public count;

    function open(address payable to) external payable returns (uint256 id) {
        id = count++;
        orders[id] = Order(to, msg.value);
    }

    function redirect(uint256 id, address payable to) external {
        orders[id].to = to;
    }

    function settle(uint256 id) external { // want "Editable.settle\\(\\) sends ether using orders, which any caller can change first"
        Order storage o = orders[id];
        uint256 amount = o.amount;
        o.amount = 0;
        o.to.transfer(amount);
    }
}
