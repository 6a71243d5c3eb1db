// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

/// Endaoment-style fund splitter for stablecoin donations: each donation is credited to the fund's
/// charities by basis-point shares (summing to 10,000) and what is left after the shares goes to
/// the platform as its fee. A charity's share divides before it multiplies, so the amount is
/// rounded down to a multiple of 10,000 units first: small donations credit the charities nothing
/// and the whole donation ends in the platform's fee, and every donation leaks up to 9,999 units per
/// charity the same way.
contract CharityFund {
    using SafeMath for uint256;

    uint256 public constant BPS = 10000;

    IERC20 public immutable usdc;
    address public immutable platform;
    address public manager;
    address[] public charities;
    uint256[] public sharesBps;
    mapping(address => uint256) public claimable;
    uint256 public platformFees;

    event Donated(address indexed donor, uint256 amount, uint256 fee);
    event Claimed(address indexed charity, uint256 amount);

    constructor(IERC20 _usdc, address _platform, address[] memory _charities, uint256[] memory _shares) {
        require(_charities.length == _shares.length && _charities.length > 0, "length");
        uint256 sum;
        for (uint256 i = 0; i < _shares.length; i++) {
            sum = sum.add(_shares[i]);
        }
        require(sum <= BPS, "bps");
        usdc = _usdc;
        platform = _platform;
        manager = msg.sender;
        charities = _charities;
        sharesBps = _shares;
    }

    function donate(uint256 amount) external {
        require(amount > 0, "zero");
        require(usdc.transferFrom(msg.sender, address(this), amount), "transferFrom");
        uint256 credited;
        for (uint256 i = 0; i < charities.length; i++) {
            // <yes> <report> ARITHMETIC
            uint256 share = amount.div(BPS).mul(sharesBps[i]);
            claimable[charities[i]] = claimable[charities[i]].add(share);
            credited = credited.add(share);
        }
        uint256 fee = amount.sub(credited);
        platformFees = platformFees.add(fee);
        emit Donated(msg.sender, amount, fee);
    }

    function claim() external {
        uint256 amount = claimable[msg.sender];
        require(amount > 0, "nothing");
        claimable[msg.sender] = 0;
        require(usdc.transfer(msg.sender, amount), "transfer");
        emit Claimed(msg.sender, amount);
    }

    function withdrawFees() external {
        require(msg.sender == platform, "platform");
        uint256 amount = platformFees;
        platformFees = 0;
        require(usdc.transfer(platform, amount), "transfer");
    }
}
