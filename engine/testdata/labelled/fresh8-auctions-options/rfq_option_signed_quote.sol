// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Request-for-quote option desk: a market maker signs a quote off chain (strike, expiry, size, premium) and
/// a taker fills it on chain, paying the premium to the maker who writes the option from posted collateral.
/// The signed quote carries no nonce or fill tracking, so the same quote is filled again and again.
contract RfqOptionDesk {
    struct Quote {
        address maker;
        uint256 strike;
        uint256 expiry;
        uint256 size;
        uint256 premium;
        uint256 deadline;
    }

    IERC20 public immutable usdc;
    mapping(address => uint256) public makerCollateral;
    mapping(address => mapping(uint256 => uint256)) public longs;

    constructor(IERC20 usdc_) {
        usdc = usdc_;
    }

    function postCollateral(uint256 amount) external {
        require(usdc.transferFrom(msg.sender, address(this), amount), "pull");
        makerCollateral[msg.sender] += amount;
    }

    function fill(Quote calldata q, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= q.deadline, "quote expired");
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19Ethereum Signed Message:\n32",
                keccak256(abi.encode(address(this), q.maker, q.strike, q.expiry, q.size, q.premium, q.deadline))
            )
        );
        // <yes> <report> ACCESS_CONTROL
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == q.maker, "bad signature");
        uint256 margin = q.strike * q.size / 1e18;
        require(makerCollateral[q.maker] >= margin, "margin");
        makerCollateral[q.maker] -= margin;
        longs[msg.sender][q.expiry] += q.size;
        require(usdc.transferFrom(msg.sender, q.maker, q.premium), "premium");
    }
}
