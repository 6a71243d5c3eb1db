pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transferFrom(address, address, uint256) external returns (bool);
}

abstract contract Shares {
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    function _mint(address to, uint256 amount) internal {
        totalSupply += amount;
        balanceOf[to] += amount;
    }
}

// Shares priced against the vault's own token balance, which a donation raises.
contract Vault is Shares {
    IERC20 public asset;

    function totalAssets() public view returns (uint256) {
        return asset.balanceOf(address(this));
    }

    function deposit(uint256 assets) external returns (uint256 shares) {
        shares = totalSupply == 0 ? assets : assets * totalSupply / totalAssets(); // want "Vault.deposit\\(\\) mints shares as assets \\* totalSupply / totalAssets\\(\\), divided by the contract's own balance"
        require(asset.transferFrom(msg.sender, address(this), assets));
        _mint(msg.sender, shares);
    }
}

// Safe: the deposited assets are tracked in storage; a donation changes nothing.
contract TrackedVault is Shares {
    IERC20 public asset;
    uint256 public totalDeposited;

    function deposit(uint256 assets) external returns (uint256 shares) {
        shares = totalSupply == 0 ? assets : assets * totalSupply / totalDeposited;
        require(asset.transferFrom(msg.sender, address(this), assets));
        totalDeposited += assets;
        _mint(msg.sender, shares);
    }
}

// Safe: a virtual offset keeps the first depositor from inflating the price.
contract OffsetVault is Shares {
    IERC20 public asset;

    function deposit(uint256 assets) external returns (uint256 shares) {
        shares = assets * (totalSupply + 1e3) / (asset.balanceOf(address(this)) + 1);
        require(asset.transferFrom(msg.sender, address(this), assets));
        _mint(msg.sender, shares);
    }
}
