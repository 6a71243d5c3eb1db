// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
}

// Lock-and-release bridge side: raw token calls whose success flag AND returned bool are both checked; locks
// are credited at the amount actually received.
contract CheckedBridgeVault {
    address public immutable relayer;
    mapping(bytes32 => bool) public processed;
    mapping(address => bool) public supported;
    uint256 public nonce;

    event Locked(uint256 indexed nonce, address indexed token, address indexed from, uint256 amount, uint256 destChain, address recipient);
    event Released(bytes32 indexed depositId, address indexed token, address indexed to, uint256 amount);

    constructor(address _relayer) {
        relayer = _relayer;
    }

    function setSupported(address token, bool ok) external {
        require(msg.sender == relayer, "relayer");
        supported[token] = ok;
    }

    function _callToken(address token, bytes memory data) private {
        require(token.code.length > 0, "not a contract");
        (bool ok, bytes memory ret) = token.call(data);
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "token call failed");
    }

    function lock(address token, uint256 amount, uint256 destChain, address recipient) external {
        require(supported[token], "unsupported");
        uint256 before = IERC20(token).balanceOf(address(this));
        _callToken(token, abi.encodeWithSignature("transferFrom(address,address,uint256)", msg.sender, address(this), amount));
        uint256 received = IERC20(token).balanceOf(address(this)) - before;
        emit Locked(nonce++, token, msg.sender, received, destChain, recipient);
    }

    function release(bytes32 depositId, address token, address to, uint256 amount) external {
        require(msg.sender == relayer, "relayer");
        require(!processed[depositId], "processed");
        processed[depositId] = true;
        _callToken(token, abi.encodeWithSignature("transfer(address,uint256)", to, amount));
        emit Released(depositId, token, to, amount);
    }
}
