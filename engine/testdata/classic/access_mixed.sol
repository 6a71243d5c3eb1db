// SPDX-License-Identifier: MIT
// Realistic contracts, each with one access-control fault and otherwise sound code.
pragma solidity 0.8.24;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

// A staking pool whose fee recipient setter forgot onlyOwner: the fees swept go wherever the last caller said.
contract StakingPool {
    address public owner;
    IERC20 public immutable token;
    address public feeRecipient;
    uint256 public feeBps = 100;
    uint256 public fees;
    mapping(address => uint256) public staked;

    constructor(IERC20 token_) {
        owner = msg.sender;
        token = token_;
        feeRecipient = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function setFeeRecipient(address r) external { // want "unprotected-config-change: StakingPool.setFeeRecipient\\(\\) lets any caller replace feeRecipient"
        feeRecipient = r;
    }

    function setFee(uint256 bps) external onlyOwner {
        require(bps <= 500, "fee");
        feeBps = bps;
    }

    function stake(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
        uint256 fee = amount * feeBps / 10_000;
        fees += fee;
        staked[msg.sender] += amount - fee;
    }

    function unstake(uint256 amount) external {
        staked[msg.sender] -= amount;
        require(token.transfer(msg.sender, amount), "transfer");
    }

    function sweepFees() external {
        uint256 f = fees;
        fees = 0;
        require(token.transfer(feeRecipient, f), "transfer");
    }
}

// A reward token whose minter list is kept right, but whose burnFrom takes from anyone.
contract RewardToken {
    address public owner;
    mapping(address => bool) public minters;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;

    constructor() {
        owner = msg.sender;
    }

    function setMinter(address m, bool ok) external {
        require(msg.sender == owner, "owner");
        minters[m] = ok;
    }

    function mint(address to, uint256 amount) external {
        require(minters[msg.sender], "minter");
        totalSupply += amount;
        balanceOf[to] += amount;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][msg.sender] -= amount;
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    function burnFrom(address from, uint256 amount) external { // want "unprotected-balance-change: RewardToken.burnFrom\\(\\) lets any caller burn amount of from's balanceOf"
        balanceOf[from] -= amount;
        totalSupply -= amount;
    }
}

// A treasury with a two-step owner hand-over whose acceptance checks nothing.
contract Treasury {
    address public owner;
    address public pendingOwner;

    constructor() {
        owner = msg.sender;
    }

    receive() external payable {}

    function transferOwnership(address newOwner) external {
        require(msg.sender == owner, "owner");
        pendingOwner = newOwner;
    }

    function acceptOwnership() external { // want "unprotected-owner-change: Treasury.acceptOwnership\\(\\) lets any caller set owner"
        owner = msg.sender;
        pendingOwner = address(0);
    }

    function pay(address payable to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        to.transfer(amount);
    }
}
