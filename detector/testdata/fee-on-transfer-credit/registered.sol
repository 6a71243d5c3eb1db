pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

library SafeERC20 {
    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))));
    }
}

// Anyone launches a pool in a token of their choice; others deposit into it.
contract OpenPools {
    using SafeERC20 for IERC20;

    struct Pool {
        IERC20 token;
        address creator;
        uint256 total;
    }

    Pool[] public pools;
    mapping(uint256 => IERC20) public tokenOf;
    mapping(uint256 => mapping(address => uint256)) public depositOf;

    function launch(IERC20 token) external returns (uint256 id) {
        id = pools.length;
        pools.push(Pool(token, msg.sender, 0));
        tokenOf[id] = token;
    }

    // The pool's token is the one its launcher, any caller, chose.
    function deposit(uint256 id, uint256 amount) external {
        Pool storage p = pools[id];
        p.token.safeTransferFrom(msg.sender, address(this), amount);
        depositOf[id][msg.sender] += amount; // want "OpenPools.deposit\\(\\) credits depositOf\\[id\\]\\[msg.sender\\] with amount, the amount asked of a token any caller registers"
        p.total += amount;
    }

    // The same through a table of tokens.
    function depositByTable(uint256 id, uint256 amount) external {
        tokenOf[id].transferFrom(msg.sender, address(this), amount);
        depositOf[id][msg.sender] += amount; // want "OpenPools.depositByTable\\(\\) credits depositOf\\[id\\]\\[msg.sender\\] with amount"
    }

    // Safe: the credit is what arrived.
    function depositMeasured(uint256 id, uint256 amount) external {
        Pool storage p = pools[id];
        uint256 before = p.token.balanceOf(address(this));
        p.token.safeTransferFrom(msg.sender, address(this), amount);
        depositOf[id][msg.sender] += p.token.balanceOf(address(this)) - before;
    }
}

// Safe: only the owner lists a pool's token, and the stored token of an open pool is the contract's own.
contract ListedPools {
    using SafeERC20 for IERC20;

    struct Pool {
        IERC20 token;
        uint256 total;
    }

    address public owner = msg.sender;
    IERC20 public immutable base;
    Pool[] public listed;
    Pool[] public open;
    mapping(uint256 => mapping(address => uint256)) public depositOf;
    mapping(uint256 => mapping(address => uint256)) public openDepositOf;

    constructor(IERC20 _base) {
        base = _base;
    }

    function list(IERC20 token) external {
        require(msg.sender == owner);
        listed.push(Pool(token, 0));
    }

    function launch() external {
        open.push(Pool(base, 0));
    }

    function deposit(uint256 id, uint256 amount) external {
        Pool storage p = listed[id];
        p.token.safeTransferFrom(msg.sender, address(this), amount);
        depositOf[id][msg.sender] += amount;
    }

    function depositOpen(uint256 id, uint256 amount) external {
        Pool storage p = open[id];
        p.token.safeTransferFrom(msg.sender, address(this), amount);
        openDepositOf[id][msg.sender] += amount;
    }
}
