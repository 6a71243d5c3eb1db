// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC777 {
    function send(address recipient, uint256 amount, bytes calldata data) external;
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
}

// Tokens chosen at deployment: a plain ERC-20 transfer runs only the token's code, but ERC-777's send and
// ERC-721's safeTransferFrom call the recipient's hook, whoever chose the token.
contract TokenRewards {
    IERC777 public immutable hookToken;
    IERC20 public immutable plainToken;
    IERC721 public immutable badges;
    mapping(address => uint256) public claimedAt;
    mapping(address => uint256) public stake;
    mapping(address => bool) public hasBadge;
    uint256 public nextBadge;

    constructor(IERC777 h, IERC20 p, IERC721 b) {
        hookToken = h;
        plainToken = p;
        badges = b;
    }

    function deposit(uint256 amount) external {
        require(plainToken.transferFrom(msg.sender, address(this), amount));
        claimedAt[msg.sender] = block.number;
        stake[msg.sender] += amount;
    }

    function pending(address user) public view returns (uint256) {
        return (block.number - claimedAt[user]) * stake[user] / 1e6;
    }

    function claimHook() external {
        uint256 reward = pending(msg.sender);
        hookToken.send(msg.sender, reward, ""); // want "reentrancy-no-eth: TokenRewards.claimHook\\(\\) calls hookToken before it writes claimedAt"
        claimedAt[msg.sender] = block.number;
    }

    // Low at most: the token's own code would have to call back.
    function claimPlain() external {
        uint256 reward = pending(msg.sender);
        require(plainToken.transfer(msg.sender, reward));
        claimedAt[msg.sender] = block.number;
    }

    // Safe: the claim is recorded before the hook runs.
    function claimHookLast() external {
        uint256 reward = pending(msg.sender);
        claimedAt[msg.sender] = block.number;
        hookToken.send(msg.sender, reward, "");
    }

    // One badge per address, from the contract's stock: the hook claims another before hasBadge is set.
    function claimBadge() external {
        require(!hasBadge[msg.sender], "has one");
        badges.safeTransferFrom(address(this), msg.sender, nextBadge++); // want "reentrancy-no-eth: TokenRewards.claimBadge\\(\\) calls badges before it writes hasBadge"
        hasBadge[msg.sender] = true;
    }
}
