// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IERC20Permit {
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external;
}

interface IVault {
    function depositFor(address account, uint256 amount) external;
}

library TransferHelper {
    function safeTransferFrom(address token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "TransferHelper: TRANSFER_FROM_FAILED");
    }

    function safeTransfer(address token, address to, uint256 value) internal {
        (bool success, bytes memory data) = token.call(abi.encodeWithSelector(0xa9059cbb, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "TransferHelper: TRANSFER_FAILED");
    }
}

// Deposit helper: it only ever pulls from the caller, or from a holder who signed a permit for this exact call.
contract PermitDepositRouter {
    mapping(address => address) public vaultToken;
    address public immutable owner;

    constructor() {
        owner = msg.sender;
    }

    function registerVault(address vault, address token) external {
        require(msg.sender == owner, "owner");
        vaultToken[vault] = token;
        require(IERC20(token).approve(vault, type(uint256).max), "approve");
    }

    function deposit(address vault, uint256 amount) external {
        address token = vaultToken[vault];
        require(token != address(0), "unknown vault");
        TransferHelper.safeTransferFrom(token, msg.sender, address(this), amount);
        IVault(vault).depositFor(msg.sender, amount);
    }

    function depositWithPermit(address vault, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        address token = vaultToken[vault];
        require(token != address(0), "unknown vault");
        IERC20Permit(token).permit(msg.sender, address(this), amount, deadline, v, r, s); // want "front-running-permit: PermitDepositRouter.depositWithPermit\\(\\) submits a permit signature"
        TransferHelper.safeTransferFrom(token, msg.sender, address(this), amount);
        IVault(vault).depositFor(msg.sender, amount);
    }

    function rescue(address token, address to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        TransferHelper.safeTransfer(token, to, amount);
    }
}
