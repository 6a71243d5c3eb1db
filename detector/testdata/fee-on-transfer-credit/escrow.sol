pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

library SafeERC20 {
    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        require(token.transferFrom(from, to, value));
    }
}

contract Escrow {
    using SafeERC20 for IERC20;
    mapping(address => mapping(address => uint256)) public deposits;
    IERC20 public immutable usdc;

    constructor(IERC20 u) {
        usdc = u;
    }

    function deposit(IERC20 token, uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        deposits[address(token)][msg.sender] += amount; // want "Escrow.deposit\\(\\) credits deposits\\[address\\(token\\)\\]\\[msg.sender\\] with amount, the amount asked of a token the caller chooses"
    }

    function depositSafe(address token, uint256 amount) external {
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        deposits[token][msg.sender] += amount; // want "Escrow.depositSafe\\(\\) credits"
    }

    // Safe: what arrived is measured.
    function depositMeasured(IERC20 token, uint256 amount) external {
        uint256 before = token.balanceOf(address(this));
        require(token.transferFrom(msg.sender, address(this), amount));
        deposits[address(token)][msg.sender] += token.balanceOf(address(this)) - before;
    }

    // Not reported: the one token the contract was deployed with.
    function depositUsdc(uint256 amount) external {
        require(usdc.transferFrom(msg.sender, address(this), amount));
        deposits[address(usdc)][msg.sender] += amount;
    }

    function withdraw(IERC20 token, uint256 amount) external {
        deposits[address(token)][msg.sender] -= amount;
        require(token.transfer(msg.sender, amount));
    }
}
