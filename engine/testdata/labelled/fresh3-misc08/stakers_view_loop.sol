// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// A staking pool whose total is recomputed by a view that iterates every staker ever seen; deposit and withdraw
/// call it, so once the list grows long enough neither fits in a block.
contract OpenPool {
    IERC20 public immutable token;
    address[] public stakers;
    mapping(address => uint256) public staked;
    mapping(address => bool) private seen;
    uint256 public cap;
    uint256 public bonusPool;

    constructor(IERC20 _token, uint256 _cap) {
        token = _token;
        cap = _cap;
    }

    function totalStaked() public view returns (uint256 total) {
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < stakers.length; i++) {
            total += staked[stakers[i]];
        }
    }

    function deposit(uint256 amount) external {
        require(totalStaked() + amount <= cap, "cap");
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        if (!seen[msg.sender]) {
            seen[msg.sender] = true;
            stakers.push(msg.sender);
        }
        staked[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        uint256 bonus = (bonusPool * amount) / totalStaked();
        staked[msg.sender] -= amount;
        bonusPool -= bonus;
        require(token.transfer(msg.sender, amount + bonus), "transfer");
    }

    function fundBonus(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        bonusPool += amount;
    }
}
