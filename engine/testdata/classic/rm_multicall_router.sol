// SPDX-License-Identifier: GPL-2.0-or-later
pragma solidity ^0.8.15;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

interface IVault {
    function deposit(address token, uint256 amount, address onBehalf) external;
}

/// Batching router: every entry point is non-payable and moves only the caller's own tokens, so a multicall
/// of them needs no value accounting. Stray tokens can be swept by the owner only.
contract BatchDepositRouter {
    IVault public immutable vault;
    address public owner;

    constructor(IVault _vault) {
        vault = _vault;
        owner = msg.sender;
    }

    function pullAndDeposit(address token, uint256 amount) public {
        require(IERC20(token).transferFrom(msg.sender, address(vault), amount), "pull");
        vault.deposit(token, amount, msg.sender);
    }

    function multicall(bytes[] calldata data) external returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            (bool success, bytes memory result) = address(this).delegatecall(data[i]);
            if (!success) {
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
            results[i] = result;
        }
    }

    function sweep(address token, address to) external {
        require(msg.sender == owner, "owner");
        require(IERC20(token).transfer(to, IERC20(token).balanceOf(address(this))), "sweep");
    }
}
