// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Token sale with a referral program: the buyer names a referrer and the referrer earns 10% of the
/// purchase in credit. Nothing stops a buyer from naming itself (or a fresh address it controls, in
/// a two-account loop) and taking a 10% discount on every purchase.
contract ReferralSale {
    IERC20 public immutable usdc;
    address public immutable treasury;
    uint256 public constant REFERRAL_BPS = 1000;

    mapping(address => uint256) public purchased;
    mapping(address => uint256) public referralCredit;

    event Purchase(address indexed buyer, address indexed referrer, uint256 amount);

    constructor(IERC20 _usdc, address _treasury) {
        usdc = _usdc;
        treasury = _treasury;
    }

    function buy(uint256 amount, address referrer) external {
        require(amount > 0, "amount");
        require(usdc.transferFrom(msg.sender, address(this), amount), "pay");
        purchased[msg.sender] += amount;
        if (referrer != address(0)) {
            // <yes> <report> OTHER
            referralCredit[referrer] += (amount * REFERRAL_BPS) / 10_000;
        }
        emit Purchase(msg.sender, referrer, amount);
    }

    function withdrawReferral() external {
        uint256 credit = referralCredit[msg.sender];
        referralCredit[msg.sender] = 0;
        require(usdc.transfer(msg.sender, credit), "transfer");
    }
}
