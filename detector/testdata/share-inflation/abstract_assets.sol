pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transferFrom(address, address, uint256) external returns (bool);
}

library MathLib {
    function mulDivDown(uint256 x, uint256 y, uint256 d) internal pure returns (uint256) {
        return x * y / d;
    }
}

// The base leaves totalAssets() to the vault that derives from it.
abstract contract BaseVault {
    using MathLib for uint256;

    IERC20 public immutable asset;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 a) {
        asset = a;
    }

    function totalAssets() public view virtual returns (uint256);

    function deposit(uint256 assets) external returns (uint256 shares) {
        uint256 supply = totalSupply;
        shares = supply == 0 ? assets : assets.mulDivDown(supply, totalAssets()); // want "BaseVault.deposit\\(\\) mints shares as assets.mulDivDown\\(supply, totalAssets\\(\\)\\), divided by the contract's own balance"
        require(asset.transferFrom(msg.sender, address(this), assets));
        totalSupply += shares;
        balanceOf[msg.sender] += shares;
    }
}

contract IdleVault is BaseVault {
    constructor(IERC20 a) BaseVault(a) {}

    function totalAssets() public view override returns (uint256) {
        return asset.balanceOf(address(this));
    }
}

// Safe: the same shape, but the derived vault counts the assets it recorded, which a donation does not raise.
abstract contract RecordedBase {
    using MathLib for uint256;

    IERC20 public immutable asset;
    uint256 public totalSupply;
    uint256 public recorded;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 a) {
        asset = a;
    }

    function totalAssets() public view virtual returns (uint256);

    function deposit(uint256 assets) external returns (uint256 shares) {
        uint256 supply = totalSupply;
        shares = supply == 0 ? assets : assets.mulDivDown(supply, totalAssets());
        require(asset.transferFrom(msg.sender, address(this), assets));
        recorded += assets;
        totalSupply += shares;
        balanceOf[msg.sender] += shares;
    }
}

contract RecordedVault is RecordedBase {
    constructor(IERC20 a) RecordedBase(a) {}

    function totalAssets() public view override returns (uint256) {
        return recorded;
    }
}
