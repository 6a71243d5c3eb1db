pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// Orders any keeper executes once their condition holds: the keeper keeps a fixed fraction, the order's owner
// gets the rest.
contract KeeperBook {
    struct Order {
        address owner;
        IERC20 token;
        uint256 amount;
        bool open;
    }

    mapping(uint256 => Order) public orders;

    function execute(uint256 id) external {
        Order storage o = orders[id];
        require(o.open, "closed");
        o.open = false;
        uint256 bounty = o.amount / 200;
        require(o.token.transfer(msg.sender, bounty));
        require(o.token.transfer(o.owner, o.amount - bounty));
    }
}

// The same execution where the caller names who gets the rest: it names itself.
contract NamedRestBook {
    struct Order {
        IERC20 token;
        uint256 amount;
        bool open;
    }

    mapping(uint256 => Order) public orders;

    function execute(uint256 id, address rest) external { // want "NamedRestBook.execute\\(\\) lets any caller transfer bounty of the contract's tokens to msg.sender" "NamedRestBook.execute\\(\\) lets any caller transfer o.amount - bounty of the contract's tokens to rest"
        Order storage o = orders[id];
        require(o.open, "closed");
        o.open = false;
        uint256 bounty = o.amount / 200;
        require(o.token.transfer(msg.sender, bounty));
        require(o.token.transfer(rest, o.amount - bounty));
    }
}

// A settlement the time decides, of a record keyed by the account the caller names, paid to an address the
// caller also names: the beneficiary's vested tokens go anywhere.
contract VestingReleaseToAny {
    IERC20 public token;
    uint256 public start;
    mapping(address => uint256) public allocated;
    mapping(address => uint256) public released;

    function releasable(address who) public view returns (uint256) {
        if (block.timestamp <= start) return 0;
        return allocated[who] - released[who];
    }

    function release(address beneficiary, address to) external { // want "VestingReleaseToAny.release\\(\\) lets any caller transfer amount of the contract's tokens to to"
        uint256 amount = releasable(beneficiary);
        require(amount > 0, "nothing");
        released[beneficiary] += amount;
        require(token.transfer(to, amount));
    }
}

// A keeper's cut in basis points of what the order's swap returned; the owner gets the rest.
contract BpsKeeperBook {
    struct Order {
        address owner;
        IERC20 token;
        uint256 amount;
        bool open;
    }

    uint256 public constant KEEPER_BPS = 30;
    mapping(uint256 => Order) public orders;

    function execute(uint256 id) external {
        Order storage o = orders[id];
        require(o.open, "closed");
        o.open = false;
        uint256 bounty = o.amount * KEEPER_BPS / 10_000;
        require(o.token.transfer(msg.sender, bounty));
        require(o.token.transfer(o.owner, o.amount - bounty));
    }
}

// The same cut where the rest goes to an address the caller names.
contract BpsNamedRestBook {
    struct Order {
        IERC20 token;
        uint256 amount;
        bool open;
    }

    uint256 public constant KEEPER_BPS = 30;
    mapping(uint256 => Order) public orders;

    function execute(uint256 id, address rest) external { // want "BpsNamedRestBook.execute\\(\\) lets any caller transfer bounty of the contract's tokens to msg.sender" "BpsNamedRestBook.execute\\(\\) lets any caller transfer o.amount - bounty of the contract's tokens to rest"
        Order storage o = orders[id];
        require(o.open, "closed");
        o.open = false;
        uint256 bounty = o.amount * KEEPER_BPS / 10_000;
        require(o.token.transfer(msg.sender, bounty));
        require(o.token.transfer(rest, o.amount - bounty));
    }
}
