pragma solidity ^0.8.19;

// The queued amount is valued with the slashing factor when queued and paid as it is after the delay: slashing
// during the delay does not reach it.
contract FixedAtQueue {
    struct Queued { address staker; uint256 amount; uint256 start; bool done; }
    address public slasher;
    uint256 public factor = 1e18;
    mapping(address => uint256) public shares;
    Queued[] public queued;

    function slash(uint256 wad) external {
        require(msg.sender == slasher, "slasher");
        factor = factor * (1e18 - wad) / 1e18;
    }
    function deposit() external payable {
        shares[msg.sender] += msg.value * 1e18 / factor;
    }
    function queue(uint256 s) external {
        shares[msg.sender] -= s;
        uint256 amount = s * factor / 1e18;
        queued.push(Queued(msg.sender, amount, block.timestamp, false));
    }
    function complete(uint256 id) external {
        Queued storage q = queued[id];
        require(q.staker == msg.sender && !q.done, "state");
        require(block.timestamp >= q.start + 7 days, "delay");
        q.done = true;
        payable(msg.sender).transfer(q.amount); // want "FixedAtQueue.complete\\(\\) pays q.amount, an amount FixedAtQueue.queue\\(\\) valued with factor when the withdrawal was queued"
    }
}

// A per-operator factor read through a view function, and a low-level payment.
contract FixedAtQueueOperator {
    struct Queued { address staker; uint256 amount; uint256 start; }
    address public slasher;
    mapping(address => uint256) public scale;
    mapping(address => uint256) public shares;
    mapping(address => address) public operatorOf;
    mapping(uint256 => Queued) public queued;
    uint256 public next;

    function scaleOf(address op) public view returns (uint256) {
        return scale[op] == 0 ? 1e18 : scale[op];
    }
    function slash(address op, uint256 amount) external {
        require(msg.sender == slasher, "slasher");
        scale[op] -= amount;
    }
    function queue(uint256 s) external {
        shares[msg.sender] -= s;
        queued[next++] = Queued(msg.sender, s * scaleOf(operatorOf[msg.sender]) / 1e18, block.number);
    }
    function complete(uint256 id) external {
        Queued memory q = queued[id];
        require(q.staker == msg.sender, "owner");
        require(block.number >= q.start + 50400, "delay");
        delete queued[id];
        (bool ok, ) = msg.sender.call{value: queued[id].amount}(""); // want "FixedAtQueueOperator.complete\\(\\) pays queued\\[id\\].amount"
        require(ok);
    }
}

// Safe: the queue keeps shares and values them with the factor at completion.
contract ValuedAtCompletion {
    struct Queued { address staker; uint256 shares; uint256 start; bool done; }
    address public slasher;
    uint256 public factor = 1e18;
    mapping(address => uint256) public shares;
    Queued[] public queued;

    function slash(uint256 wad) external {
        require(msg.sender == slasher, "slasher");
        factor = factor * (1e18 - wad) / 1e18;
    }
    function queue(uint256 s) external {
        shares[msg.sender] -= s;
        queued.push(Queued(msg.sender, s, block.timestamp, false));
    }
    function complete(uint256 id) external {
        Queued storage q = queued[id];
        require(q.staker == msg.sender && !q.done, "state");
        require(block.timestamp >= q.start + 7 days, "delay");
        q.done = true;
        payable(msg.sender).transfer(q.shares * factor / 1e18);
    }
}

// Safe: the amount is fixed at queueing but the payment takes the lower of it and the value now.
contract LowerOfBoth {
    struct Queued { address staker; uint256 shares; uint256 amount; uint256 start; }
    address public slasher;
    uint256 public factor = 1e18;
    mapping(address => uint256) public shares;
    Queued[] public queued;

    function slash(uint256 wad) external {
        require(msg.sender == slasher, "slasher");
        factor -= wad;
    }
    function queue(uint256 s) external {
        shares[msg.sender] -= s;
        queued.push(Queued(msg.sender, s, s * factor / 1e18, block.timestamp));
    }
    function complete(uint256 id) external {
        Queued storage q = queued[id];
        require(q.staker == msg.sender, "owner");
        require(block.timestamp >= q.start + 7 days, "delay");
        uint256 now_ = q.shares * factor / 1e18;
        uint256 pay = now_ < q.amount ? now_ : q.amount;
        q.amount = 0;
        payable(msg.sender).transfer(pay);
    }
}

// Safe: a factor only the passing of rewards raises is no cut; queued amounts may be fixed against it.
contract RateOnlyRises {
    struct Queued { address staker; uint256 amount; uint256 start; }
    address public oracle;
    uint256 public rate = 1e18;
    mapping(address => uint256) public shares;
    Queued[] public queued;

    function report(uint256 gain) external {
        require(msg.sender == oracle, "oracle");
        rate += gain;
    }
    function queue(uint256 s) external {
        shares[msg.sender] -= s;
        queued.push(Queued(msg.sender, s * rate / 1e18, block.timestamp));
    }
    function complete(uint256 id) external {
        Queued storage q = queued[id];
        require(q.staker == msg.sender, "owner");
        require(block.timestamp >= q.start + 3 days, "delay");
        uint256 a = q.amount;
        q.amount = 0;
        payable(msg.sender).transfer(a);
    }
}
