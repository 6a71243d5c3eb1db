pragma solidity ^0.6.12;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

contract StakingPool {
    IERC20 public stakeToken;
    uint256 public totalStaked;
    mapping(address => uint256) public staked;

    constructor(IERC20 token) public {
        stakeToken = token;
    }

    // Rated low: the amounts added are tokens the pool receives; their sum stays within the token's supply.
    function stake(uint256 amount) external {
        require(stakeToken.transferFrom(msg.sender, address(this), amount), "transfer");
        staked[msg.sender] += amount;
        totalStaked += amount; // want "totalStaked \\+= amount can overflow \\(the amount is tokens the contract receives"
    }

    // Reported: the pull only happens in one branch, and the credit in every case.
    function stakeMaybe(uint256 amount, bool pull) external {
        if (pull) {
            require(stakeToken.transferFrom(msg.sender, address(this), amount), "transfer");
        }
        totalStaked += amount; // want "totalStaked \\+= amount can overflow$"
    }

    // Reported: the caller names the token, and a token of its own moves nothing.
    function stakeAny(IERC20 token, uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        totalStaked += amount; // want "totalStaked \\+= amount can overflow$"
    }

    // Reported: what is credited is not what is pulled in.
    function stakeBoosted(uint256 amount, uint256 boost) external {
        require(stakeToken.transferFrom(msg.sender, address(this), amount), "transfer");
        staked[msg.sender] += boost; // want "boost can overflow$"
    }
}
