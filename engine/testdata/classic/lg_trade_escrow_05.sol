pragma solidity ^0.5.12;

// A 2019 trade escrow: the buyer funds a deal, the seller is paid when the buyer confirms or the arbiter rules,
// each payment's result is required, and fees are pulled by the arbiter.
contract TradeEscrowChecked {
    enum State { None, Funded, Released, Refunded }

    struct Deal {
        address payable buyer;
        address payable seller;
        uint256 amount;
        State state;
    }

    address payable public arbiter;
    uint256 public feeBps = 50;
    uint256 public collectedFees;
    uint256 public nextId;
    mapping(uint256 => Deal) public deals;

    event Funded(uint256 indexed id, address indexed buyer, address indexed seller, uint256 amount);
    event Released(uint256 indexed id);
    event Refunded(uint256 indexed id);

    modifier onlyArbiter() {
        require(msg.sender == arbiter, "arbiter");
        _;
    }

    constructor(address payable _arbiter) public {
        require(_arbiter != address(0), "zero");
        arbiter = _arbiter;
    }

    function fund(address payable seller) external payable returns (uint256 id) {
        require(msg.value > 0 && seller != address(0), "bad deal");
        id = nextId++;
        deals[id] = Deal(msg.sender, seller, msg.value, State.Funded);
        emit Funded(id, msg.sender, seller, msg.value);
    }

    function confirm(uint256 id) external {
        Deal storage d = deals[id];
        require(msg.sender == d.buyer, "buyer");
        _release(id, d);
    }

    function ruleForSeller(uint256 id) external onlyArbiter {
        _release(id, deals[id]);
    }

    function ruleForBuyer(uint256 id) external onlyArbiter {
        Deal storage d = deals[id];
        require(d.state == State.Funded, "state");
        d.state = State.Refunded;
        (bool ok, ) = d.buyer.call.value(d.amount)("");
        require(ok, "refund failed");
        emit Refunded(id);
    }

    function _release(uint256 id, Deal storage d) internal {
        require(d.state == State.Funded, "state");
        d.state = State.Released;
        uint256 fee = d.amount * feeBps / 10000;
        collectedFees += fee;
        (bool ok, ) = d.seller.call.value(d.amount - fee)("");
        require(ok, "payment failed");
        emit Released(id);
    }

    function withdrawFees() external onlyArbiter {
        uint256 amount = collectedFees;
        collectedFees = 0;
        (bool ok, ) = arbiter.call.value(amount)("");
        require(ok, "fee transfer failed");
    }
}
