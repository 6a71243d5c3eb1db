pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

interface IRouter {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline) external returns (uint256[] memory);
}

interface IFeed {
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80);
}

// A vault whose share price follows its token balance, which harvests by selling at any price and values its
// collateral at a feed's last answer, however old.
contract Vault {
    IERC20 public immutable asset;
    IRouter public immutable router;
    IFeed public immutable feed;
    address public immutable owner;
    address[] public path;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    struct Position {
        uint256 shares;
        uint256 debt;
    }

    mapping(address => Position) public positions;

    constructor(IERC20 a, IRouter r, IFeed f) {
        asset = a;
        router = r;
        feed = f;
        owner = msg.sender;
    }

    function deposit(uint256 assets) external {
        uint256 shares = totalSupply == 0 ? assets : assets * totalSupply / asset.balanceOf(address(this)); // want "share-inflation: Vault.deposit\\(\\) mints shares as assets \\* totalSupply / asset.balanceOf\\(address\\(this\\)\\)"
        require(asset.transferFrom(msg.sender, address(this), assets));
        totalSupply += shares;
        balanceOf[msg.sender] += shares;
    }

    function harvest(uint256 amount) external {
        require(msg.sender == owner);
        router.swapExactTokensForTokens(amount, 0, path, address(this), block.timestamp); // want "missing-slippage-protection: Vault.harvest\\(\\) swaps through router accepting any amount out"
    }

    function price() public view returns (uint256) {
        (, int256 answer, , , ) = feed.latestRoundData(); // want "stale-oracle-price: Vault.price\\(\\) reads the price from feed and drops the update time"
        require(answer > 0);
        return uint256(answer);
    }

    function repay(uint256 amount) external {
        Position memory p = positions[msg.sender]; // want "memory-copy-write: Vault.repay\\(\\) changes p.debt, a memory copy of positions\\[msg.sender\\]"
        require(p.debt >= amount);
        p.debt -= amount;
        require(asset.transferFrom(msg.sender, address(this), amount));
    }
}
