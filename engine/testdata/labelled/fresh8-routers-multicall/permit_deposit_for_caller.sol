// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20Permit {
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external;
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Gasless entry into a swap pool: the user signs an ERC-2612 permit for this router and a relayer submits it.
contract PermitSwapEntry {
    IERC20Permit public immutable token;
    mapping(address => uint256) public deposits;

    constructor(IERC20Permit _token) {
        token = _token;
    }

    /// The permit names this contract as spender; nothing ties the deposit's beneficiary to the signer.
    function depositWithPermit(address owner, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        token.permit(owner, address(this), amount, deadline, v, r, s);
        // <yes> <report> ACCESS_CONTROL
        require(token.transferFrom(owner, address(this), amount), "pull");
        deposits[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        require(token.transfer(msg.sender, amount), "push");
    }
}
