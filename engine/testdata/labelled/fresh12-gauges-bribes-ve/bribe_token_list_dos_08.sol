// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// External bribe of a Solidly-style voter: the voter records each veNFT's votes here, anyone may deposit any
// token as a bribe for the current epoch, and voters claim every token of every epoch pro rata.
contract ExternalBribe {
    uint256 internal constant DURATION = 7 days;

    address public immutable voter;
    address[] public rewards;
    mapping(address => bool) public isReward;

    mapping(uint256 => uint256) public totalSupplyAt;
    mapping(uint256 => mapping(uint256 => uint256)) public balanceAt;
    mapping(address => mapping(uint256 => uint256)) public tokenRewardsPerEpoch;
    mapping(address => mapping(uint256 => uint256)) public lastEarn;

    uint256 private unlocked = 1;

    modifier lock() {
        require(unlocked == 1, "locked");
        unlocked = 2;
        _;
        unlocked = 1;
    }

    constructor(address _voter) {
        voter = _voter;
    }

    function epochStart(uint256 ts) public pure returns (uint256) {
        return ts - (ts % DURATION);
    }

    function _deposit(uint256 amount, uint256 tokenId) external {
        require(msg.sender == voter, "voter only");
        uint256 e = epochStart(block.timestamp);
        balanceAt[tokenId][e] += amount;
        totalSupplyAt[e] += amount;
    }

    function _withdraw(uint256 amount, uint256 tokenId) external {
        require(msg.sender == voter, "voter only");
        uint256 e = epochStart(block.timestamp);
        balanceAt[tokenId][e] -= amount;
        totalSupplyAt[e] -= amount;
    }

    // Permissionless: a dust deposit of a fresh token lengthens the list that every claim walks.
    function notifyRewardAmount(address token, uint256 amount) external lock {
        require(amount > 0, "zero");
        if (!isReward[token]) {
            isReward[token] = true;
            rewards.push(token);
        }
        uint256 e = epochStart(block.timestamp);
        require(IERC20(token).transferFrom(msg.sender, address(this), amount), "transferFrom");
        tokenRewardsPerEpoch[token][e] += amount;
    }

    function earned(address token, uint256 tokenId) public view returns (uint256 reward) {
        uint256 e = lastEarn[token][tokenId];
        uint256 current = epochStart(block.timestamp);
        for (; e < current; e += DURATION) {
            uint256 supply = totalSupplyAt[e];
            if (supply > 0) {
                reward += (balanceAt[tokenId][e] * tokenRewardsPerEpoch[token][e]) / supply;
            }
        }
    }

    function getRewardForOwner(uint256 tokenId, address owner) external lock {
        require(msg.sender == voter, "voter only");
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < rewards.length; i++) {
            address token = rewards[i];
            uint256 amount = earned(token, tokenId);
            lastEarn[token][tokenId] = epochStart(block.timestamp);
            if (amount > 0) {
                require(IERC20(token).transfer(owner, amount), "transfer");
            }
        }
    }
}
