// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.2;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IERC2612 {
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external;
}

interface AnyswapV1ERC20 {
    function underlying() external view returns (address);
    function depositVault(uint256 amount, address to) external returns (uint256);
    function burn(address from, uint256 amount) external returns (bool);
}

contract AnyswapV4Router {
    address public mpc;
    uint256 public immutable cID;

    event LogAnySwapOut(address indexed token, address indexed from, address indexed to, uint256 amount,
        uint256 fromChainID, uint256 toChainID);

    constructor(address _mpc) {
        mpc = _mpc;
        cID = block.chainid;
    }

    function _anySwapOut(address from, address token, address to, uint256 amount, uint256 toChainID) internal {
        AnyswapV1ERC20(token).burn(from, amount);
        emit LogAnySwapOut(token, from, to, amount, cID, toChainID);
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
        address _underlying = AnyswapV1ERC20(token).underlying();
        IERC2612(_underlying).permit(from, address(this), amount, deadline, v, r, s);
        // <yes> <report> ACCESS_CONTROL
        IERC20(_underlying).transferFrom(from, token, amount);
        AnyswapV1ERC20(token).depositVault(amount, from);
        _anySwapOut(from, token, to, amount, toChainID);
    }

    function anySwapOutUnderlying(address token, address to, uint256 amount, uint256 toChainID) external {
        IERC20(AnyswapV1ERC20(token).underlying()).transferFrom(msg.sender, token, amount);
        AnyswapV1ERC20(token).depositVault(amount, msg.sender);
        _anySwapOut(msg.sender, token, to, amount, toChainID);
    }
}
