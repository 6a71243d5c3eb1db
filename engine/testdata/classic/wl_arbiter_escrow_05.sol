pragma solidity ^0.5.8;

// A 2019 escrow with an arbiter: deals live in a mapping and are read through explicit storage pointers, the
// sellers and the arbiter pull what they are owed, and a dispute can only be settled by the arbiter.
contract ArbiterEscrow {
    enum State { None, Funded, Released, Refunded }

    struct Deal {
        address payable buyer;
        address payable seller;
        uint256 amount;
        State state;
    }

    address public arbiter;
    uint256 public feeBps = 100;
    uint256 public nextId;
    mapping (uint256 => Deal) public deals;
    mapping (address => uint256) public credit;

    event Opened(uint256 indexed id, address buyer, address seller, uint256 amount);
    event Settled(uint256 indexed id, State state);

    modifier onlyArbiter() {
        require(msg.sender == arbiter, "arbiter");
        _;
    }

    constructor() public {
        arbiter = msg.sender;
    }

    function open(address payable seller) external payable returns (uint256 id) {
        require(msg.value > 0 && seller != address(0), "deal");
        id = nextId++;
        Deal storage d = deals[id];
        d.buyer = msg.sender;
        d.seller = seller;
        d.amount = msg.value;
        d.state = State.Funded;
        emit Opened(id, msg.sender, seller, msg.value);
    }

    function release(uint256 id) external {
        Deal storage d = deals[id];
        require(d.state == State.Funded, "state");
        require(msg.sender == d.buyer || msg.sender == arbiter, "buyer");
        d.state = State.Released;
        uint256 fee = d.amount * feeBps / 10000;
        credit[arbiter] += fee;
        credit[d.seller] += d.amount - fee;
        emit Settled(id, State.Released);
    }

    function refund(uint256 id) external onlyArbiter {
        Deal storage d = deals[id];
        require(d.state == State.Funded, "state");
        d.state = State.Refunded;
        credit[d.buyer] += d.amount;
        emit Settled(id, State.Refunded);
    }

    function openDealsOf(address seller, uint256 from, uint256 to) external view returns (uint256 count) {
        require(to <= nextId && from <= to, "range");
        for (uint256 i = from; i < to; i++) {
            if (deals[i].seller == seller && deals[i].state == State.Funded) {
                count++;
            }
        }
    }

    function withdraw() external {
        uint256 amount = credit[msg.sender];
        require(amount > 0, "nothing");
        credit[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
