// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

abstract contract LzAppLite {
    address public immutable lzEndpoint;
    address public owner;
    mapping(uint16 => bytes) public trustedRemoteLookup;

    constructor(address _endpoint) {
        lzEndpoint = _endpoint;
        owner = msg.sender;
    }

    modifier onlyEndpoint() {
        require(msg.sender == lzEndpoint, "LzApp: invalid endpoint caller");
        _;
    }

    function setTrustedRemote(uint16 chainId, bytes calldata path) external {
        require(msg.sender == owner, "owner");
        trustedRemoteLookup[chainId] = path;
    }

    function lzReceive(uint16 srcChainId, bytes calldata srcAddress, uint64 nonce, bytes calldata payload) external onlyEndpoint {
        _blockingLzReceive(srcChainId, srcAddress, nonce, payload);
    }

    function _blockingLzReceive(uint16 srcChainId, bytes calldata srcAddress, uint64 nonce, bytes calldata payload) internal virtual;
}

contract ProxyOFTVault is LzAppLite {
    IERC20 public immutable innerToken;

    constructor(address _endpoint, IERC20 _token) LzAppLite(_endpoint) {
        innerToken = _token;
    }

    function lock(uint256 amount) external {
        require(innerToken.transferFrom(msg.sender, address(this), amount), "transferFrom");
    }

    // any contract on the source chain can send through the endpoint: srcAddress is never compared
    // <yes> <report> ACCESS_CONTROL
    function _blockingLzReceive(uint16, bytes calldata, uint64, bytes calldata payload) internal override {
        (address to, uint256 amount) = abi.decode(payload, (address, uint256));
        require(innerToken.transfer(to, amount), "transfer");
    }
}
