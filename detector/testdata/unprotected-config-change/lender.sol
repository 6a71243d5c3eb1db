pragma solidity ^0.8.20;
interface IOracle { function price() external view returns (uint256); }
interface IERC20 { function transfer(address, uint256) external returns (bool); function transferFrom(address, address, uint256) external returns (bool); }
contract Lender {
    IOracle public oracle;
    IERC20 public token;
    uint256 public feeBps;
    address public owner;
    mapping(address => uint256) public collateral;
    constructor(IOracle o, IERC20 t) { oracle = o; token = t; owner = msg.sender; }
    function setOracle(IOracle o) external { oracle = o; } // want "Lender.setOracle\\(\\) lets any caller replace oracle, whose answer decides a check in Lender.borrow\\(\\) \\(line 15\\)"
    function setFee(uint256 f) external { feeBps = f; } // want "Lender.setFee\\(\\) lets any caller set feeBps, which sets the amount Lender.borrow\\(\\) pays out \\(line 18\\)"
    function deposit() external payable { collateral[msg.sender] += msg.value; }
    function borrow(uint256 amount) external {
        uint256 value = collateral[msg.sender] * oracle.price() / 1e18;
        require(amount <= value / 2, "undercollateralised");
        uint256 fee = amount * feeBps / 10000;
        token.transfer(msg.sender, amount - fee);
    }

    // Any caller swaps the token paid out for another.
    function setToken(address t) external { // want "Lender.setToken\\(\\) lets any caller replace token, the token Lender.borrow\\(\\) pays out \\(line 18\\)"
        token = IERC20(t);
    }
}

// Safe: the same setters behind an access check.
contract GuardedLender {
    IOracle public oracle;
    IERC20 public token;
    uint256 public feeBps;
    address public owner;
    mapping(address => uint256) public collateral;
    constructor(IOracle o, IERC20 t) { oracle = o; token = t; owner = msg.sender; }
    modifier onlyOwner() { require(msg.sender == owner, "not owner"); _; }
    function setOracle(IOracle o) external onlyOwner { oracle = o; }
    function setFee(uint256 f) external {
        require(msg.sender == owner);
        feeBps = f;
    }
    function setToken(IERC20 t) external onlyOwner { _setToken(t); }
    function _setToken(IERC20 t) internal { token = t; }
    function deposit() external payable { collateral[msg.sender] += msg.value; }
    function borrow(uint256 amount) external {
        uint256 value = collateral[msg.sender] * oracle.price() / 1e18;
        require(amount <= value / 2, "undercollateralised");
        uint256 fee = amount * feeBps / 10000;
        token.transfer(msg.sender, amount - fee);
    }
}

// Safe: set once, while still unset.
contract OnceLender {
    IOracle public oracle;
    IERC20 public token;
    uint256 public rate;
    bool private initialised;
    mapping(address => uint256) public shares;
    function setOracle(IOracle o) external {
        require(address(oracle) == address(0), "set");
        oracle = o;
    }
    function setup(IERC20 t, uint256 r) external {
        require(!initialised);
        initialised = true;
        token = t;
        rate = r;
    }
    function claim() external {
        uint256 amount = shares[msg.sender] * oracle.price() * rate;
        shares[msg.sender] = 0;
        token.transfer(msg.sender, amount);
    }
}

// Safe here: an initialiser any caller can call again, which unprotected-initializer reports.
contract InitLender {
    address public owner;
    IOracle public oracle;
    IERC20 public token;
    mapping(address => uint256) public collateral;
    function init(IOracle o, IERC20 t) external {
        owner = msg.sender;
        oracle = o;
        token = t;
    }
    function sweep(uint256 amount) external {
        require(msg.sender == owner);
        token.transfer(owner, amount);
    }
    function borrow(uint256 amount) external {
        require(amount <= collateral[msg.sender] * oracle.price() / 2e18);
        collateral[msg.sender] = 0;
        token.transfer(msg.sender, amount);
    }
}
