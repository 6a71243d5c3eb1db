// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20Permit {
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external;
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract PermitEntries {
    IERC20Permit public immutable token;
    mapping(address => uint256) public deposits;

    constructor(IERC20Permit _token) {
        token = _token;
    }

    // The permit names this contract as spender, but the deposit is credited to whoever submits it.
    function depositForCaller(address owner, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        token.permit(owner, address(this), amount, deadline, v, r, s);
        require(token.transferFrom(owner, address(this), amount), "pull"); // want "PermitEntries.depositForCaller\\(\\) moves tokens out of owner under owner's permit but gives them to the caller"
        deposits[msg.sender] += amount;
    }

    // The tokens go straight to an address the submitter names.
    function transferWithPermit(address owner, address to, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        token.permit(owner, address(this), amount, deadline, v, r, s);
        require(token.transferFrom(owner, to, amount), "pull"); // want "PermitEntries.transferWithPermit\\(\\) moves tokens out of owner under owner's permit but gives them to the caller"
    }

    // Safe: the deposit is the signer's, whoever submits the permit.
    function depositFor(address owner, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        token.permit(owner, address(this), amount, deadline, v, r, s);
        require(token.transferFrom(owner, address(this), amount), "pull");
        deposits[owner] += amount;
    }

    // Safe: the signer's tokens go back to the signer's own record through a helper keyed by owner.
    function repayFor(address owner, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        token.permit(owner, address(this), amount, deadline, v, r, s);
        require(token.transferFrom(owner, address(this), amount), "pull");
        deposits[owner] -= amount;
    }
}
