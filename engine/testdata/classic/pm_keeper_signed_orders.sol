// SPDX-License-Identifier: BUSL-1.1
pragma solidity 0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IPriceOracle {
    function getPrice() external view returns (uint256);
}

/// Limit orders of a perp exchange. Orders are either posted on chain or signed off chain (EIP-712, with a
/// per-maker nonce and a filled flag); only whitelisted keepers execute, at the oracle's price, never at one
/// the keeper chooses.
contract KeeperOrderBook {
    struct Order {
        address account;
        uint256 collateral;
        uint256 size;
        uint256 triggerPrice;
        bool isLong;
        bool active;
    }

    struct SignedOrder {
        address maker;
        uint256 size;
        uint256 limitPrice;
        bool isLong;
        uint256 nonce;
        uint256 deadline;
    }

    struct Position {
        uint256 size;
        uint256 collateral;
        uint256 entryPrice;
        bool isLong;
    }

    bytes32 public constant ORDER_TYPEHASH =
        keccak256("SignedOrder(address maker,uint256 size,uint256 limitPrice,bool isLong,uint256 nonce,uint256 deadline)");
    bytes32 public immutable DOMAIN_SEPARATOR;

    IERC20 public immutable collateralToken;
    IPriceOracle public immutable oracle;
    address public admin;
    mapping(address => bool) public isKeeper;
    mapping(address => uint256) public nonces;
    mapping(address => uint256) public margin;
    Order[] public orders;
    mapping(address => Position) public positions;

    event OrderExecuted(uint256 indexed id, uint256 price, address keeper);

    modifier onlyKeeper() {
        require(isKeeper[msg.sender], "keeper");
        _;
    }

    constructor(IERC20 _collateral, IPriceOracle _oracle) {
        collateralToken = _collateral;
        oracle = _oracle;
        admin = msg.sender;
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)"),
                keccak256(bytes("KeeperOrderBook")),
                block.chainid,
                address(this)
            )
        );
    }

    function setKeeper(address keeper, bool allowed) external {
        require(msg.sender == admin, "admin");
        isKeeper[keeper] = allowed;
    }

    function depositMargin(uint256 amount) external {
        require(collateralToken.transferFrom(msg.sender, address(this), amount), "transfer");
        margin[msg.sender] += amount;
    }

    function createOrder(uint256 collateral, uint256 size, uint256 triggerPrice, bool isLong) external returns (uint256) {
        require(collateralToken.transferFrom(msg.sender, address(this), collateral), "transfer");
        orders.push(Order(msg.sender, collateral, size, triggerPrice, isLong, true));
        return orders.length - 1;
    }

    function cancelOrder(uint256 id) external {
        Order storage o = orders[id];
        require(o.account == msg.sender && o.active, "order");
        o.active = false;
        require(collateralToken.transfer(msg.sender, o.collateral), "transfer");
    }

    function executeOrder(uint256 id) external onlyKeeper {
        Order storage o = orders[id];
        require(o.active, "inactive");
        uint256 price = oracle.getPrice();
        if (o.isLong) {
            require(price <= o.triggerPrice, "price");
        } else {
            require(price >= o.triggerPrice, "price");
        }
        o.active = false;
        positions[o.account] = Position(o.size, o.collateral, price, o.isLong);
        emit OrderExecuted(id, price, msg.sender);
    }

    function executeSigned(SignedOrder calldata o, uint8 v, bytes32 r, bytes32 s) external onlyKeeper {
        require(block.timestamp <= o.deadline, "expired");
        require(o.nonce == nonces[o.maker], "nonce");
        bytes32 structHash = keccak256(
            abi.encode(ORDER_TYPEHASH, o.maker, o.size, o.limitPrice, o.isLong, o.nonce, o.deadline)
        );
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == o.maker, "signature");
        nonces[o.maker] = o.nonce + 1;
        uint256 price = oracle.getPrice();
        require(o.isLong ? price <= o.limitPrice : price >= o.limitPrice, "limit");
        positions[o.maker] = Position(o.size, margin[o.maker], price, o.isLong);
        margin[o.maker] = 0;
    }
}
