pragma solidity ^0.5.0;

interface Token {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

// A token fixed at deployment can call back only if its own code does (ERC-777 hooks): reported low.
contract Staking {
    Token public token;
    Token public other;
    mapping(address => uint256) public staked;

    constructor(Token t) public {
        token = t;
    }

    function setOther(Token t) public {
        other = t;
    }

    function stake(uint256 amount) public {
        require(token.transferFrom(msg.sender, address(this), amount)); // want "Staking.stake\\(\\) calls token before it writes staked"
        staked[msg.sender] += amount;
    }

    function stakeOther(uint256 amount) public {
        require(other.transferFrom(msg.sender, address(this), amount)); // want "Staking.stakeOther\\(\\) calls other before it writes staked"
        staked[msg.sender] += amount;
    }

    // Shares priced by other contracts from this view read it stale during a stake's call.
    function stakedOf(address account) public view returns (uint256) {
        return staked[account];
    }

    function redeem() public {
        uint256 amount = staked[msg.sender];
        staked[msg.sender] = 0;
        require(token.transfer(msg.sender, amount));
    }
}

// A reward token the owner names when funding: only the owner picks the contract called, so it is reported low.
contract OwnerFunded {
    address public owner;
    uint256 public totalSupply;
    mapping(address => uint256) public rewardPerToken;
    mapping(address => uint256) public balanceOf;

    constructor() public {
        owner = msg.sender;
    }

    function notifyReward(address token, uint256 amount) public {
        require(msg.sender == owner);
        require(Token(token).transferFrom(msg.sender, address(this), amount)); // want "OwnerFunded.notifyReward\\(\\) calls Token\\(token\\) before it writes rewardPerToken"
        rewardPerToken[token] += amount * 1e18 / totalSupply;
    }

    function stake(uint256 amount, address token) public {
        balanceOf[msg.sender] += amount * rewardPerToken[token];
        totalSupply += amount;
    }
}
