pragma solidity ^0.8.20;

/// An escrow that names each order by a hash of its buyer and a per-buyer nonce, and files orders in one of a
/// fixed number of queues by a hash of the seller. Safe: the hashes are identifiers and slots, not draws; no
/// outcome that pays depends on them.
contract EscrowOrders {
    struct Order {
        address buyer;
        address seller;
        uint256 amount;
        bool released;
    }

    uint256 public constant QUEUES = 8;
    mapping(bytes32 => Order) public orders;
    mapping(address => uint256) public nonces;
    bytes32[][QUEUES] public queues;

    event Opened(bytes32 indexed id, address indexed buyer, address indexed seller, uint256 amount);
    event Released(bytes32 indexed id);

    function open(address seller) external payable returns (bytes32 id) {
        require(msg.value > 0, "amount");
        require(seller != address(0) && seller != msg.sender, "seller");
        id = keccak256(abi.encodePacked(msg.sender, nonces[msg.sender]++));
        require(orders[id].buyer == address(0), "exists");
        orders[id] = Order({buyer: msg.sender, seller: seller, amount: msg.value, released: false});
        queues[uint256(keccak256(abi.encodePacked(seller))) % QUEUES].push(id);
        emit Opened(id, msg.sender, seller, msg.value);
    }

    function release(bytes32 id) external {
        Order storage o = orders[id];
        require(o.buyer == msg.sender, "buyer");
        require(!o.released, "released");
        o.released = true;
        emit Released(id);
        (bool ok, ) = payable(o.seller).call{value: o.amount}("");
        require(ok, "send");
    }

    function queueLength(address seller) external view returns (uint256) {
        return queues[uint256(keccak256(abi.encodePacked(seller))) % QUEUES].length;
    }
}
