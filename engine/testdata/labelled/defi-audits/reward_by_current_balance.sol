// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

// An epoch airdrop that pays each holder by the balance it holds when it claims: the same tokens, borrowed or
// passed from account to account, claim again and again.
contract EpochAirdrop {
    IERC20 public immutable stakeToken;
    IERC20 public immutable rewardToken;
    uint256 public epoch;
    uint256 public ratePerToken;
    address public immutable admin;
    mapping(uint256 => mapping(address => bool)) public claimed;

    constructor(IERC20 s, IERC20 r) {
        stakeToken = s;
        rewardToken = r;
        admin = msg.sender;
    }

    function startEpoch(uint256 rate) external {
        require(msg.sender == admin, "admin");
        epoch++;
        ratePerToken = rate;
    }

    function claim() external {
        require(!claimed[epoch][msg.sender], "claimed");
        claimed[epoch][msg.sender] = true;
        // <yes> <report> OTHER
        uint256 amount = stakeToken.balanceOf(msg.sender) * ratePerToken / 1e18;
        require(rewardToken.transfer(msg.sender, amount), "transfer");
    }
}
