// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

abstract contract Ownable {
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }
}

/// Launch token with an owner-tunable sell tax. The setter has no upper bound: the owner can set the sell tax to
/// 100% (a honeypot: buys work, sells deliver nothing) or above, which makes every sell revert.
contract RocketToken is Ownable {
    string public constant name = "Rocket";
    string public constant symbol = "RKT";
    uint8 public constant decimals = 18;

    uint256 public totalSupply = 1_000_000_000 ether;
    uint256 public sellFee = 3;
    address public pair;
    address public feeReceiver;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(address _pair) {
        pair = _pair;
        feeReceiver = msg.sender;
        balanceOf[msg.sender] = totalSupply;
    }

    function setSellFee(uint256 fee) external onlyOwner {
        // <yes> <report> OTHER
        sellFee = fee;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][msg.sender] -= amount;
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        uint256 fee = to == pair ? (amount * sellFee) / 100 : 0;
        balanceOf[from] -= amount;
        balanceOf[to] += amount - fee;
        balanceOf[feeReceiver] += fee;
        emit Transfer(from, to, amount - fee);
    }
}
