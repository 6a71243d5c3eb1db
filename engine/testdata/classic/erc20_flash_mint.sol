// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC3156FlashBorrower {
    function onFlashLoan(address initiator, address token, uint256 amount, uint256 fee, bytes calldata data)
        external
        returns (bytes32);
}

/// OpenZeppelin's ERC20FlashMint on a minimal ERC20: the loan is minted to the receiver, the receiver is called
/// back, then the allowance it gave is spent and the amount plus fee burned (or the fee kept), all in one call.
contract FlashMintToken {
    bytes32 private constant RETURN_VALUE = keccak256("ERC3156FlashBorrower.onFlashLoan");

    string public constant name = "Flash Token";
    string public constant symbol = "FLT";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error ERC3156UnsupportedToken(address token);
    error ERC3156ExceededMaxLoan(uint256 maxLoan);
    error ERC3156InvalidReceiver(address receiver);

    constructor(uint256 initialSupply) {
        _mint(msg.sender, initialSupply);
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _spendAllowance(from, msg.sender, value);
        _transfer(from, to, value);
        return true;
    }

    function maxFlashLoan(address token) public view returns (uint256) {
        return token == address(this) ? type(uint256).max - totalSupply : 0;
    }

    function flashFee(address token, uint256 value) public view returns (uint256) {
        if (token != address(this)) revert ERC3156UnsupportedToken(token);
        return value / 1000;
    }

    function flashLoan(IERC3156FlashBorrower receiver, address token, uint256 value, bytes calldata data)
        external
        returns (bool)
    {
        uint256 maxLoan = maxFlashLoan(token);
        if (value > maxLoan) revert ERC3156ExceededMaxLoan(maxLoan);
        uint256 fee = flashFee(token, value);
        _mint(address(receiver), value);
        if (receiver.onFlashLoan(msg.sender, token, value, fee, data) != RETURN_VALUE) { // want "reentrancy-cross-function: FlashMintToken.flashLoan\\(\\) calls receiver before it writes allowance" // FALSE ALARM: reent (the callback is meant to approve; the spend after it reads the allowance fresh)
            revert ERC3156InvalidReceiver(address(receiver));
        }
        _spendAllowance(address(receiver), address(this), value + fee);
        _burn(address(receiver), value + fee);
        return true;
    }

    function _transfer(address from, address to, uint256 value) internal {
        require(to != address(0), "zero address");
        uint256 fromBalance = balanceOf[from];
        require(fromBalance >= value, "balance");
        unchecked {
            balanceOf[from] = fromBalance - value;
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 value) internal {
        totalSupply += value;
        unchecked {
            balanceOf[to] += value;
        }
        emit Transfer(address(0), to, value);
    }

    function _burn(address from, uint256 value) internal {
        uint256 fromBalance = balanceOf[from];
        require(fromBalance >= value, "balance");
        unchecked {
            balanceOf[from] = fromBalance - value;
            totalSupply -= value;
        }
        emit Transfer(from, address(0), value);
    }

    function _spendAllowance(address owner, address spender, uint256 value) internal {
        uint256 current = allowance[owner][spender];
        if (current != type(uint256).max) {
            require(current >= value, "allowance");
            unchecked {
                allowance[owner][spender] = current - value;
            }
        }
    }
}

// Widely used code (OpenZeppelin ERC20FlashMint): held to no finding above low. Each medium-or-above
// expectation marked FALSE ALARM is a known false alarm, kept so that fixing it shows here.
