pragma solidity ^0.8.20;

// Dead shares: a thousand shares locked at address(0) on the first deposit make a donation attack a thousand times dearer.
interface IERC20 { function balanceOf(address) external view returns (uint256); function transfer(address, uint256) external returns (bool); function transferFrom(address, address, uint256) external returns (bool); }
contract DeadSharesVault {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    uint256 private constant DEAD_SHARES = 1000;

    constructor(IERC20 a) { asset = a; }

    function deposit(uint256 assets) external returns (uint256 shares) {
        uint256 supply = totalSupply;
        if (supply == 0) {
            require(assets > DEAD_SHARES, "too small");
            shares = assets - DEAD_SHARES;
            balanceOf[address(0)] += DEAD_SHARES;
            totalSupply += DEAD_SHARES;
        } else {
            shares = assets * supply / asset.balanceOf(address(this)); // want "DeadSharesVault.deposit\\(\\) mints shares as assets \\* supply / asset.balanceOf\\(address\\(this\\)\\), divided by the contract.s own balance; shares locked at a fixed account"
        }
        require(shares > 0, "zero shares");
        require(asset.transferFrom(msg.sender, address(this), assets), "transfer");
        balanceOf[msg.sender] += shares;
        totalSupply += shares;
    }
}
