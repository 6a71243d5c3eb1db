// SPDX-License-Identifier: BSD-3-Clause
pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// A Compound-style money market, reduced to supply and redeem: suppliers receive cTokens at the exchange rate
/// (cash + borrows - reserves) / supply, tracked internally (cash is what the market recorded, not its token
/// balance, so a donation does not move the rate); the market starts at a fixed initial rate and the first mint
/// is made by the deployer and burned, so the rate cannot be inflated against the next supplier.
contract CTokenLite {
    uint256 internal constant EXP = 1e18;

    IERC20 public immutable underlying;
    uint256 public immutable initialExchangeRateMantissa;
    address public immutable admin;

    uint256 public totalSupply;
    uint256 public totalCash;
    uint256 public totalBorrows;
    uint256 public totalReserves;
    mapping(address => uint256) public balanceOf;
    bool private entered;

    event Mint(address indexed minter, uint256 mintAmount, uint256 mintTokens);
    event Redeem(address indexed redeemer, uint256 redeemAmount, uint256 redeemTokens);

    error Reentered();
    error ZeroTokens();
    error NotAdmin();

    modifier nonReentrant() {
        if (entered) revert Reentered();
        entered = true;
        _;
        entered = false;
    }

    constructor(IERC20 _underlying, uint256 _initialExchangeRateMantissa) {
        require(_initialExchangeRateMantissa > 0, "rate");
        underlying = _underlying;
        initialExchangeRateMantissa = _initialExchangeRateMantissa;
        admin = msg.sender;
    }

    function exchangeRateStored() public view returns (uint256) {
        if (totalSupply == 0) {
            return initialExchangeRateMantissa;
        }
        return ((totalCash + totalBorrows - totalReserves) * EXP) / totalSupply;
    }

    /// The admin seeds the market; the cTokens it mints go to the dead address.
    function seed(uint256 amount) external nonReentrant {
        if (msg.sender != admin) revert NotAdmin();
        require(totalSupply == 0, "seeded");
        _mintFresh(msg.sender, address(0xdead), amount);
    }

    function mint(uint256 mintAmount) external nonReentrant returns (uint256) {
        require(totalSupply > 0, "not seeded");
        return _mintFresh(msg.sender, msg.sender, mintAmount);
    }

    function _mintFresh(address payer, address minter, uint256 mintAmount) internal returns (uint256 mintTokens) {
        uint256 rate = exchangeRateStored();
        uint256 before = underlying.balanceOf(address(this));
        require(underlying.transferFrom(payer, address(this), mintAmount), "transfer in failed");
        uint256 actualMintAmount = underlying.balanceOf(address(this)) - before;
        mintTokens = (actualMintAmount * EXP) / rate;
        if (mintTokens == 0) revert ZeroTokens();
        totalCash += actualMintAmount;
        totalSupply += mintTokens;
        balanceOf[minter] += mintTokens;
        emit Mint(minter, actualMintAmount, mintTokens);
    }

    function redeem(uint256 redeemTokens) external nonReentrant returns (uint256 redeemAmount) {
        uint256 rate = exchangeRateStored();
        redeemAmount = (redeemTokens * rate) / EXP;
        balanceOf[msg.sender] -= redeemTokens;
        totalSupply -= redeemTokens;
        totalCash -= redeemAmount;
        require(underlying.transfer(msg.sender, redeemAmount), "transfer out failed");
        emit Redeem(msg.sender, redeemAmount, redeemTokens);
    }
}

// Safe code in the style of widely used contracts (Compound): held to no finding above low.
