// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC777 {
    function send(address recipient, uint256 amount, bytes calldata data) external;
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IBorrower {
    function onLoan(uint256 amount) external returns (bool);
}

contract Rewards {
    IERC777 public immutable rewardToken;
    IERC20 public immutable plainToken;
    mapping(address => uint256) public claimedAt;
    mapping(address => uint256) public stake;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(IERC777 t, IERC20 p) {
        rewardToken = t;
        plainToken = p;
    }

    function deposit() external payable {
        claimedAt[msg.sender] = block.number;
        stake[msg.sender] += msg.value;
    }

    function pending(address user) public view returns (uint256) {
        return (block.number - claimedAt[user]) * stake[user];
    }

    // The reward is computed by a view helper from claimedAt, which is reset only after the token calls the
    // claimer's tokensReceived hook: the hook claims the same reward again.
    function claim() external {
        uint256 reward = pending(msg.sender);
        rewardToken.send(msg.sender, reward, ""); // want "Rewards.claim\\(\\) calls rewardToken before it writes claimedAt\\[msg.sender\\]"
        claimedAt[msg.sender] = block.number;
    }

    // The same through an ERC-20 transfer of a token set at deployment: reported, at low severity.
    function claimPlain() external {
        uint256 reward = pending(msg.sender);
        require(plainToken.transfer(msg.sender, reward)); // want "Rewards.claimPlain\\(\\) calls plainToken before it writes claimedAt\\[msg.sender\\]"
        claimedAt[msg.sender] = block.number;
    }

    function maxLoan() public view returns (uint256) {
        return type(uint256).max - totalSupply;
    }

    function _mint(address to, uint256 amount) internal {
        totalSupply += amount;
        balanceOf[to] += amount;
    }

    function _burn(address from, uint256 amount) internal {
        balanceOf[from] -= amount;
        totalSupply -= amount;
    }

    // A flash mint: the cap is read by a view helper from the supply the function then raises before the call;
    // a re-entrant loan sees the raised supply, not a stale one.
    function flashLoan(IBorrower receiver, uint256 amount) external {
        require(amount <= maxLoan());
        _mint(address(receiver), amount);
        require(receiver.onLoan(amount));
        _burn(address(receiver), amount);
    }
}
