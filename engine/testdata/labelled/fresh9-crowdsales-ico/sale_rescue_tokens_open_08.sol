// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// Fixed-price IDO pool holding the sale tokens until the claim opens. A "rescue" helper for tokens
/// sent by mistake was meant to be owner-only, but the modifier was dropped when the contract moved
/// from Ownable to a role check in a later refactor: anyone drains the sale tokens (and the raise).
contract IdoPool {
    IERC20 public immutable raiseToken;
    IERC20 public immutable saleToken;
    address public immutable admin;
    uint256 public immutable price; // raise-token units per 1e18 sale tokens
    uint256 public immutable claimStart;
    uint256 public totalSold;

    mapping(address => uint256) public owed;

    error NotAdmin();
    error ClaimNotOpen();

    modifier onlyAdmin() {
        if (msg.sender != admin) revert NotAdmin();
        _;
    }

    constructor(IERC20 _raise, IERC20 _sale, uint256 _price, uint256 _claimStart) {
        raiseToken = _raise;
        saleToken = _sale;
        admin = msg.sender;
        price = _price;
        claimStart = _claimStart;
    }

    function purchase(uint256 raiseAmount) external {
        require(block.timestamp < claimStart, "closed");
        uint256 tokens = (raiseAmount * 1e18) / price;
        require(totalSold + tokens <= saleToken.balanceOf(address(this)), "sold out");
        require(raiseToken.transferFrom(msg.sender, address(this), raiseAmount), "pay");
        totalSold += tokens;
        owed[msg.sender] += tokens;
    }

    function claim() external {
        if (block.timestamp < claimStart) revert ClaimNotOpen();
        uint256 amount = owed[msg.sender];
        owed[msg.sender] = 0;
        require(saleToken.transfer(msg.sender, amount), "transfer");
    }

    function withdrawRaise(address to) external onlyAdmin {
        require(raiseToken.transfer(to, raiseToken.balanceOf(address(this))), "transfer");
    }

    function rescueTokens(IERC20 token, address to, uint256 amount) external {
        // <yes> <report> ACCESS_CONTROL
        require(token.transfer(to, amount), "rescue");
    }
}
