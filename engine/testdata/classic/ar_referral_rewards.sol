// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Referral program of a token sale: the referrer is bound once, cannot be the buyer itself or
/// someone the buyer referred, earns a capped share of each purchase as credit, and withdraws
/// the credit itself.
contract ReferralRewards {
    IERC20 public immutable usdc;
    address public immutable treasury;
    uint256 public constant REFERRAL_BPS = 500;

    mapping(address => address) public referrerOf;
    mapping(address => uint256) public credit;
    uint256 public totalCredit;

    event Referred(address indexed buyer, address indexed referrer);
    event Purchase(address indexed buyer, uint256 amount);

    constructor(IERC20 _usdc, address _treasury) {
        usdc = _usdc;
        treasury = _treasury;
    }

    function buy(uint256 amount, address referrer) external {
        require(amount > 0, "amount");
        if (referrerOf[msg.sender] == address(0) && referrer != address(0)) {
            require(referrer != msg.sender, "self");
            require(referrerOf[referrer] != msg.sender, "loop");
            referrerOf[msg.sender] = referrer;
            emit Referred(msg.sender, referrer);
        }
        require(usdc.transferFrom(msg.sender, address(this), amount), "pay");
        address ref = referrerOf[msg.sender];
        uint256 reward = 0;
        if (ref != address(0)) {
            reward = (amount * REFERRAL_BPS) / 10_000;
            credit[ref] += reward;
            totalCredit += reward;
        }
        require(usdc.transfer(treasury, amount - reward), "treasury");
        emit Purchase(msg.sender, amount);
    }

    function withdrawCredit() external {
        uint256 c = credit[msg.sender];
        require(c > 0, "none");
        credit[msg.sender] = 0;
        totalCredit -= c;
        require(usdc.transfer(msg.sender, c), "transfer");
    }
}
