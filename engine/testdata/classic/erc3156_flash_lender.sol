// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IERC3156FlashBorrower {
    function onFlashLoan(address initiator, address token, uint256 amount, uint256 fee, bytes calldata data)
        external
        returns (bytes32);
}

interface IERC3156FlashLender {
    function maxFlashLoan(address token) external view returns (uint256);
    function flashFee(address token, uint256 amount) external view returns (uint256);
    function flashLoan(IERC3156FlashBorrower receiver, address token, uint256 amount, bytes calldata data)
        external
        returns (bool);
}

/// The ERC-3156 reference lender: lends its own balance of supported tokens, calls the borrower back, then
/// pulls principal plus fee with transferFrom (the borrower approves it), so the loan is repaid or reverts.
contract FlashLender is IERC3156FlashLender {
    bytes32 public constant CALLBACK_SUCCESS = keccak256("ERC3156FlashBorrower.onFlashLoan");

    mapping(address => bool) public supportedTokens;
    uint256 public immutable fee; // in basis points
    address public immutable owner;

    constructor(address[] memory supportedTokens_, uint256 fee_) {
        for (uint256 i = 0; i < supportedTokens_.length; i++) {
            supportedTokens[supportedTokens_[i]] = true;
        }
        fee = fee_;
        owner = msg.sender;
    }

    function flashLoan(IERC3156FlashBorrower receiver, address token, uint256 amount, bytes calldata data)
        external
        override
        returns (bool)
    {
        require(supportedTokens[token], "FlashLender: Unsupported currency");
        uint256 fee_ = _flashFee(amount);
        require(IERC20(token).transfer(address(receiver), amount), "FlashLender: Transfer failed");
        require(
            receiver.onFlashLoan(msg.sender, token, amount, fee_, data) == CALLBACK_SUCCESS,
            "FlashLender: Callback failed"
        );
        require(
            IERC20(token).transferFrom(address(receiver), address(this), amount + fee_),
            "FlashLender: Repay failed"
        );
        return true;
    }

    function flashFee(address token, uint256 amount) external view override returns (uint256) {
        require(supportedTokens[token], "FlashLender: Unsupported currency");
        return _flashFee(amount);
    }

    function _flashFee(uint256 amount) internal view returns (uint256) {
        return (amount * fee) / 10000;
    }

    function maxFlashLoan(address token) external view override returns (uint256) {
        return supportedTokens[token] ? IERC20(token).balanceOf(address(this)) : 0;
    }

    function withdrawFees(address token, address to, uint256 amount) external {
        require(msg.sender == owner, "FlashLender: not owner");
        require(IERC20(token).transfer(to, amount), "FlashLender: Transfer failed");
    }
}

/// The reference borrower: accepts only loans it asked for, from the lender it trusts, and approves repayment.
contract FlashBorrower is IERC3156FlashBorrower {
    enum Action { NORMAL, OTHER }

    IERC3156FlashLender public immutable lender;
    address public immutable owner;

    constructor(IERC3156FlashLender lender_) {
        lender = lender_;
        owner = msg.sender;
    }

    function onFlashLoan(address initiator, address token, uint256 amount, uint256 fee, bytes calldata data)
        external
        override
        returns (bytes32)
    {
        require(msg.sender == address(lender), "FlashBorrower: Untrusted lender");
        require(initiator == address(this), "FlashBorrower: Untrusted loan initiator");
        Action action = abi.decode(data, (Action));
        if (action == Action.NORMAL) {
            // do one thing
        } else if (action == Action.OTHER) {
            // do another
        }
        require(IERC20(token).approve(address(lender), amount + fee), "FlashBorrower: approve failed");
        return keccak256("ERC3156FlashBorrower.onFlashLoan");
    }

    function flashBorrow(address token, uint256 amount) external {
        require(msg.sender == owner, "FlashBorrower: not owner");
        bytes memory data = abi.encode(Action.NORMAL);
        lender.flashLoan(this, token, amount, data); // want "unused-return: FlashBorrower.flashBorrow\\(\\) ignores the value returned by lender.flashLoan" // FALSE ALARM: calls (ERC-3156 flashLoan returns true or reverts; the reference borrower ignores it)
    }
}

// Safe, widely used code (or written in its style): held to no finding above low, except where a want says why.
