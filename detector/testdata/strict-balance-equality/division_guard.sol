pragma solidity ^0.8.12;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// The zero test only keeps the division from dividing by zero: a donation takes the division path, which is
// defined, and nothing is locked.
contract DivisionGuarded {
    IERC20 public token;
    uint256 public totalShares;

    function deposit(uint256 amount) external returns (uint256 shares) {
        uint256 prior = token.balanceOf(address(this));
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        shares = totalShares == 0 || prior == 0 ? amount : (amount * totalShares) / prior;
        totalShares += shares;
    }
}

// The zero branch is no guard of a division: the payout waits for an empty balance, which a donation prevents.
contract WaitsForEmpty {
    IERC20 public token;
    uint256 public round;

    function next() external {
        uint256 bal = token.balanceOf(address(this));
        round = bal == 0 ? round + 1 : round; // want "WaitsForEmpty.next\\(\\) compares"
    }
}
