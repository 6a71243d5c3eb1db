// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.2;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IERC2612 {
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external;
}

interface IAnyToken {
    function underlying() external view returns (address);
    function depositVault(uint256 amount, address to) external returns (uint256);
    function burn(address from, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

contract CrossChainRouter {
    using SafeERC20 for IERC20;

    event LogAnySwapOut(address indexed token, address indexed from, address indexed to, uint256 amount, uint256 fromChainID, uint256 toChainID);

    function _anySwapOut(address from, address token, address to, uint256 amount, uint256 toChainID) internal {
        IAnyToken(token).burn(from, amount);
        emit LogAnySwapOut(token, from, to, amount, block.chainid, toChainID);
    }

    function anySwapOutUnderlyingWithPermit(
        address from,
        address token,
        address to,
        uint256 amount,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s,
        uint256 toChainID
    ) external {
        address _underlying = IAnyToken(token).underlying();
        IERC2612(_underlying).permit(from, address(this), amount, deadline, v, r, s);
        // <yes> <report> ACCESS_CONTROL
        IERC20(_underlying).safeTransferFrom(from, token, amount);
        IAnyToken(token).depositVault(amount, from);
        _anySwapOut(from, token, to, amount, toChainID);
    }
}
