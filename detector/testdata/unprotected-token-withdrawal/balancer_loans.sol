// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.7.0;

// Balancer's error helpers: _require works as require, _revert as revert (from assembly).
function _require(bool condition, uint256 errorCode) pure {
    if (!condition) _revert(errorCode);
}

function _revert(uint256 errorCode) pure {
    _revert(errorCode, 0x42414c);
}

function _revert(uint256 errorCode, bytes3 prefix) pure {
    uint256 prefixUint = uint256(uint24(prefix));
    assembly {
        let units := add(mod(errorCode, 10), 0x30)
        mstore(0x0, 0x08c379a000000000000000000000000000000000000000000000000000000000)
        mstore(0x44, add(shl(24, prefixUint), units))
        revert(0, 100)
    }
}

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
}

interface IFlashLoanRecipient {
    function receiveFlashLoan(IERC20[] memory tokens, uint256[] memory amounts) external;
}

contract FlashLoans {
    // Safe: Balancer's flash loan. Every token lent must be back, as the balances read before the loan say.
    function flashLoan(IFlashLoanRecipient recipient, IERC20[] memory tokens, uint256[] memory amounts) external {
        uint256[] memory preLoanBalances = new uint256[](tokens.length);
        for (uint256 i = 0; i < tokens.length; ++i) {
            IERC20 token = tokens[i];
            uint256 amount = amounts[i];
            preLoanBalances[i] = token.balanceOf(address(this));
            _require(preLoanBalances[i] >= amount, 528);
            token.transfer(address(recipient), amount);
        }
        recipient.receiveFlashLoan(tokens, amounts);
        for (uint256 i = 0; i < tokens.length; ++i) {
            IERC20 token = tokens[i];
            uint256 preLoanBalance = preLoanBalances[i];
            uint256 postLoanBalance = token.balanceOf(address(this));
            _require(postLoanBalance >= preLoanBalance, 529);
        }
    }

    // Vulnerable: the same loan without the check that it came back.
    function flashLoanUnchecked(IFlashLoanRecipient recipient, IERC20[] memory tokens, uint256[] memory amounts) external { // want "FlashLoans.flashLoanUnchecked\\(\\) lets any caller transfer amounts\\[i\\] of the contract's tokens"
        for (uint256 i = 0; i < tokens.length; ++i) {
            _require(tokens[i].balanceOf(address(this)) >= amounts[i], 528);
            tokens[i].transfer(address(recipient), amounts[i]);
        }
        recipient.receiveFlashLoan(tokens, amounts);
    }
}
