// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// Lock-and-release side of a token bridge; tokens are moved with raw calls so that non-standard ERC-20s work.
contract TokenBridgeVault {
    address public relayer;
    mapping(bytes32 => bool) public processed;
    mapping(address => bool) public supported;

    event Locked(address indexed token, address indexed from, uint256 amount, uint256 destChain, address recipient);
    event Released(bytes32 indexed depositId, address indexed token, address indexed to, uint256 amount);

    constructor(address _relayer) {
        relayer = _relayer;
    }

    function setSupported(address token, bool ok) external {
        require(msg.sender == relayer, "relayer");
        supported[token] = ok;
    }

    function lock(address token, uint256 amount, uint256 destChain, address recipient) external {
        require(supported[token], "unsupported");
        // <yes> <report> UNCHECKED_LL_CALLS
        (bool ok, ) = token.call(abi.encodeWithSignature("transferFrom(address,address,uint256)", msg.sender, address(this), amount));
        require(ok, "lock failed");
        emit Locked(token, msg.sender, amount, destChain, recipient);
    }

    function release(bytes32 depositId, address token, address to, uint256 amount) external {
        require(msg.sender == relayer, "relayer");
        require(!processed[depositId], "processed");
        processed[depositId] = true;
        (bool ok, bytes memory ret) = token.call(abi.encodeWithSignature("transfer(address,uint256)", to, amount));
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "release failed");
        emit Released(depositId, token, to, amount);
    }
}
