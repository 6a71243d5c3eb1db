// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// Qubit's bridge: address(0) was an allowed token, and a call to it succeeds with no data.
contract Gateway {
    mapping(address => bool) public allowedToken;
    mapping(address => mapping(address => uint256)) public credited;
    address public admin = msg.sender;

    function allow(address token) external {
        require(msg.sender == admin, "admin");
        allowedToken[token] = true;
    }

    function deposit(address token, uint256 amount) external {
        require(allowedToken[token], "token");
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amount)); // want "Gateway.deposit\\(\\) takes an empty answer from token.call\\(.* as a successful transfer and never checks that the token the caller names has code"
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
        credited[token][msg.sender] += amount;
    }

    // Safe: the token must have code.
    function depositChecked(address token, uint256 amount) external {
        require(allowedToken[token], "token");
        require(token.code.length > 0, "no code");
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
        credited[token][msg.sender] += amount;
    }

    // Safe: an empty answer is not taken for success.
    function depositStrict(address token, uint256 amount) external {
        require(allowedToken[token], "token");
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amount));
        require(ok && data.length == 32 && abi.decode(data, (bool)), "transfer failed");
        credited[token][msg.sender] += amount;
    }
}

// Safe: the token is fixed at deployment, not named by the caller.
contract FixedTokenVault {
    address public immutable token;
    mapping(address => uint256) public balance;

    constructor(address _token) {
        require(_token.code.length > 0, "no code");
        token = _token;
    }

    function deposit(uint256 amount) external {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
        balance[msg.sender] += amount;
    }
}

// Safe: a library helper; its caller decides which token it names.
library SafeTransfer {
    function safeTransferFrom(address token, address from, address to, uint256 amount) internal {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, from, to, amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }
}
