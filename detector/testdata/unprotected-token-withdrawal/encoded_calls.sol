// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

// Token transfers written as low-level calls, the way helpers for tokens that return nothing send them.
contract RawSweeper {
    address public owner;
    mapping(address => uint256) public owed;

    constructor() {
        owner = msg.sender;
    }

    function sweepSelector(address token, address to, uint256 amount) external { // want "RawSweeper.sweepSelector\\(\\) lets any caller transfer amount of the contract's tokens to to"
        (bool ok, ) = token.call(abi.encodeWithSelector(IERC20.transfer.selector, to, amount));
        require(ok);
    }

    function sweepLiteral(address token, uint256 amount) external { // want "RawSweeper.sweepLiteral\\(\\) lets any caller transfer amount of the contract's tokens to msg.sender"
        (bool ok, ) = token.call(abi.encodeWithSelector(0xa9059cbb, msg.sender, amount));
        require(ok);
    }

    function sweepSignature(address token, address to, uint256 amount) external { // want "RawSweeper.sweepSignature\\(\\) lets any caller transfer amount"
        (bool ok, ) = token.call(abi.encodeWithSignature("transfer(address,uint256)", to, amount));
        require(ok);
    }

    function sweepCall(address token, address to, uint256 amount) external { // want "RawSweeper.sweepCall\\(\\) lets any caller transfer amount"
        (bool ok, ) = token.call(abi.encodeCall(IERC20.transfer, (to, amount)));
        require(ok);
    }

    // Safe: only the owner sweeps.
    function ownerSweep(address token, address to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        (bool ok, ) = token.call(abi.encodeWithSelector(IERC20.transfer.selector, to, amount));
        require(ok);
    }

    // Safe: a payout of what is recorded for the caller, the record cleared first.
    function claim(address token) external {
        uint256 amount = owed[msg.sender];
        owed[msg.sender] = 0;
        (bool ok, ) = token.call(abi.encodeWithSelector(IERC20.transfer.selector, msg.sender, amount));
        require(ok);
    }

    // Safe: another function of the token, not a transfer.
    function approveAny(address token, address spender, uint256 amount) external {
        (bool ok, ) = token.call(abi.encodeWithSelector(IERC20.approve.selector, spender, amount));
        require(ok);
    }
}
