// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transfer.selector, to, value));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
    }

    function _call(IERC20 token, bytes memory data) private {
        (bool success, bytes memory ret) = address(token).call(data);
        require(success && (ret.length == 0 || abi.decode(ret, (bool))), "SafeERC20: failed");
    }
}

/// Flight delay cover; the buyer pays the premium for any traveller it names, and a trusted oracle reports delays.
contract FlightCoverV2 {
    using SafeERC20 for IERC20;

    IERC20 public immutable usdc;
    address public immutable oracle;
    uint256 public constant PREMIUM = 15e6;
    uint256 public constant PAYOUT = 200e6;

    mapping(bytes32 => mapping(address => bool)) public insured;
    mapping(bytes32 => bool) public delayed;

    constructor(IERC20 _usdc, address _oracle) {
        usdc = _usdc;
        oracle = _oracle;
    }

    function buyPolicy(address traveller, bytes32 flight) external {
        require(!insured[flight][traveller], "exists");
        usdc.safeTransferFrom(msg.sender, address(this), PREMIUM);
        insured[flight][traveller] = true;
    }

    function reportDelay(bytes32 flight) external {
        require(msg.sender == oracle, "oracle");
        delayed[flight] = true;
    }

    function claim(bytes32 flight) external {
        require(delayed[flight] && insured[flight][msg.sender], "no claim");
        insured[flight][msg.sender] = false;
        usdc.safeTransfer(msg.sender, PAYOUT);
    }
}
