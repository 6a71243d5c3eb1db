// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract Forwarder {
    address public token;
    string constant TRANSFER_FROM = "transferFrom(address,address,uint)";
    string constant APPROVE = "approve(address,uint256)";

    struct Order {
        address maker;
        uint256 amount;
    }

    function spaced(address to, uint256 amount) external {
        (bool ok, ) = token.call(abi.encodeWithSignature("transfer(address, uint256)", to, amount)); // want "Forwarder.spaced\\(\\) encodes a call with the signature \"transfer\\(address, uint256\\)\", which is not canonical \\(spaces between the parameters\\)"
        require(ok);
    }

    function named(address to, uint256 amount) external {
        (bool ok, ) = token.call(abi.encodeWithSignature("transfer(address to,uint256 amount)", to, amount)); // want "not canonical \\(a parameter name or a space in `address to`\\)"
        require(ok);
    }

    function alias(address from, address to, uint256 amount) external {
        (bool ok, ) = token.call(abi.encodeWithSignature(TRANSFER_FROM, from, to, amount)); // want "signature \"transferFrom\\(address,address,uint\\)\", which is not canonical \\(`uint` is `uint256` in a signature\\)"
        require(ok);
    }

    function selectorOfStruct(Order calldata o) external {
        bytes4 sel = bytes4(keccak256("fill((address,uint)[])")); // want "takes the selector of the signature \"fill\\(\\(address,uint\\)\\[\\]\\)\", which is not canonical \\(`uint` is `uint256`"
        (bool ok, ) = token.call(abi.encodeWithSelector(sel, o));
        require(ok);
    }

    function contractType(address to) external {
        (bool ok, ) = token.call(abi.encodeWithSelector(bytes4(keccak256(bytes("sweep(IERC20,address)"))), token, to)); // want "`IERC20` is no ABI type"
        require(ok);
    }

    // Safe: canonical signatures, constants included, tuples and arrays.
    function canonical(address to, uint256 amount) external {
        (bool ok, ) = token.call(abi.encodeWithSignature("transfer(address,uint256)", to, amount));
        require(ok);
        (ok, ) = token.call(abi.encodeWithSignature(APPROVE, to, amount));
        require(ok);
        (ok, ) = token.call(abi.encodeWithSelector(bytes4(keccak256("fill((address,uint256)[],bytes32[2],bytes)")), to));
        require(ok);
        (ok, ) = token.call(abi.encodeWithSelector(bytes4(keccak256(abi.encodePacked("pause()")))));
        require(ok);
    }

    // Safe: the compiler builds the call.
    function typed(address to, uint256 amount) external {
        (bool ok, ) = token.call(abi.encodeCall(IERC20.transfer, (to, amount)));
        require(ok);
    }

    // Safe: an EIP-712 type string names its members, and is hashed whole, not cut to a selector.
    bytes32 constant PERMIT_TYPEHASH = keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    // Safe: a role's hash, not a signature.
    bytes32 constant MINTER_ROLE = keccak256("MINTER_ROLE");

    function roleSelector() external pure returns (bytes4) {
        return bytes4(keccak256("MINTER_ROLE"));
    }
}
