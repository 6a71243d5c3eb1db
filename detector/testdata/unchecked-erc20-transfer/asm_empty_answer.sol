pragma solidity ^0.8.20;

// solmate's SafeTransferLib: an empty answer is success, and no code check (left to the caller).
library SafeTransferLib {
    function safeTransferFrom(address token, address from, address to, uint256 amount) internal {
        bool success;
        assembly {
            let p := mload(0x40)
            mstore(p, 0x23b872dd00000000000000000000000000000000000000000000000000000000)
            mstore(add(p, 4), and(from, 0xffffffffffffffffffffffffffffffffffffffff))
            mstore(add(p, 36), and(to, 0xffffffffffffffffffffffffffffffffffffffff))
            mstore(add(p, 68), amount)
            success := and(
                or(and(eq(mload(0), 1), gt(returndatasize(), 31)), iszero(returndatasize())),
                call(gas(), token, 0, p, 100, 0, 32) // want "SafeTransferLib.safeTransferFrom\\(\\) takes an empty answer of its assembly call as a successful transfer and never checks that the token has code, and AnyTokenVault.deposit\\(\\) passes it token"
            )
        }
        require(success, "TRANSFER_FROM_FAILED");
    }
}

// The same with the code check in the library.
library CheckedTransferLib {
    function safeTransferFrom(address token, address from, address to, uint256 amount) internal {
        bool success;
        assembly {
            let p := mload(0x40)
            mstore(p, 0x23b872dd00000000000000000000000000000000000000000000000000000000)
            mstore(add(p, 4), from)
            mstore(add(p, 36), to)
            mstore(add(p, 68), amount)
            success := and(
                or(and(eq(mload(0), 1), gt(returndatasize(), 31), iszero(returndatasize())), iszero(iszero(extcodesize(token)))),
                call(gas(), token, 0, p, 100, 0, 32)
            )
        }
        require(success, "TRANSFER_FROM_FAILED");
    }
}

contract AnyTokenVault {
    using SafeTransferLib for address;
    mapping(address => mapping(address => uint256)) public balanceOf;

    function deposit(address token, uint256 amount) external {
        token.safeTransferFrom(msg.sender, address(this), amount);
        balanceOf[token][msg.sender] += amount;
    }
}

// The caller checks the token's code.
contract CodeCheckedVault {
    using SafeTransferLib for address;
    mapping(address => mapping(address => uint256)) public balanceOf;

    function deposit(address token, uint256 amount) external {
        require(token.code.length > 0, "no code");
        token.safeTransferFrom(msg.sender, address(this), amount);
        balanceOf[token][msg.sender] += amount;
    }
}

// The token is fixed at deployment.
contract OneTokenVault {
    using SafeTransferLib for address;
    address public immutable token;
    mapping(address => uint256) public balanceOf;

    constructor(address t) {
        token = t;
    }

    function deposit(uint256 amount) external {
        token.safeTransferFrom(msg.sender, address(this), amount);
        balanceOf[msg.sender] += amount;
    }
}

// Nothing is recorded after the transfer.
contract Payer {
    using SafeTransferLib for address;

    function pay(address token, address to, uint256 amount) external {
        token.safeTransferFrom(msg.sender, to, amount);
    }
}

contract CheckedVault {
    using CheckedTransferLib for address;
    mapping(address => mapping(address => uint256)) public balanceOf;

    function deposit(address token, uint256 amount) external {
        token.safeTransferFrom(msg.sender, address(this), amount);
        balanceOf[token][msg.sender] += amount;
    }
}
