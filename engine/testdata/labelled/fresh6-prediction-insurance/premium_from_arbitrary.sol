// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Flight delay cover sold for USDC. Policies may be bought on behalf of another traveller.
contract FlightCover {
    IERC20 public immutable usdc;
    address public oracle;
    uint256 public constant PREMIUM = 15e6;
    uint256 public constant PAYOUT = 200e6;

    mapping(bytes32 => mapping(address => bool)) public insured;
    mapping(bytes32 => bool) public delayed;

    constructor(IERC20 _usdc, address _oracle) {
        usdc = _usdc;
        oracle = _oracle;
    }

    function buyPolicy(address payer, address traveller, bytes32 flight) external {
        require(!insured[flight][traveller], "exists");
        // <yes> <report> ACCESS_CONTROL
        require(usdc.transferFrom(payer, address(this), PREMIUM), "premium");
        insured[flight][traveller] = true;
    }

    function reportDelay(bytes32 flight) external {
        require(msg.sender == oracle, "oracle");
        delayed[flight] = true;
    }

    function claim(bytes32 flight) external {
        require(delayed[flight] && insured[flight][msg.sender], "no claim");
        insured[flight][msg.sender] = false;
        require(usdc.transfer(msg.sender, PAYOUT), "pay");
    }
}
