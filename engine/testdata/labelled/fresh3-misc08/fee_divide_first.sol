// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

abstract contract FeeMath {
    uint256 internal constant BPS = 10_000;

    function _protocolFee(uint256 amount, uint256 feeBps) internal pure returns (uint256) {
        // <yes> <report> ARITHMETIC
        return (amount / BPS) * feeBps;
    }
}

/// A swap router that takes a protocol fee before forwarding the rest.
contract FeeRouter is FeeMath {
    address public owner;
    address public treasury;
    uint256 public feeBps = 30;

    constructor(address _treasury) {
        owner = msg.sender;
        treasury = _treasury;
    }

    function setFee(uint256 bps) external {
        require(msg.sender == owner, "owner");
        require(bps <= 100, "cap");
        feeBps = bps;
    }

    function pay(IERC20 token, address to, uint256 amount) external {
        uint256 fee = _protocolFee(amount, feeBps);
        require(token.transferFrom(msg.sender, treasury, fee), "fee");
        require(token.transferFrom(msg.sender, to, amount - fee), "pay");
    }
}
