pragma solidity ^0.8.0;
library FixedPointMathLib {
    function mulDivDown(uint256 x, uint256 y, uint256 denominator) internal pure returns (uint256 z) {
        assembly {
            if iszero(mul(denominator, iszero(mul(y, gt(x, div(not(0), y)))))) { revert(0, 0) }
            z := div(mul(x, y), denominator)
        }
    }
}
interface IERC20 { function balanceOf(address) external view returns (uint256); function transferFrom(address, address, uint256) external returns (bool); }
// A vault in Solmate's style: shares = assets × supply ÷ totalAssets() in a mulDiv helper, with no offset.
contract SolmateVault {
    using FixedPointMathLib for uint256;
    IERC20 public immutable asset;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;
    constructor(IERC20 a) { asset = a; }
    function totalAssets() public view returns (uint256) { return asset.balanceOf(address(this)); }
    function convertToShares(uint256 assets) public view returns (uint256) {
        uint256 supply = totalSupply;
        return supply == 0 ? assets : assets.mulDivDown(supply, totalAssets()); // want "SolmateVault.deposit\\(\\) mints shares as assets.mulDivDown\\(supply, totalAssets\\(\\)\\), divided by the contract's own balance"
    }
    function deposit(uint256 assets, address receiver) public returns (uint256 shares) {
        require((shares = convertToShares(assets)) != 0, "ZERO_SHARES");
        require(asset.transferFrom(msg.sender, address(this), assets));
        totalSupply += shares;
        balanceOf[receiver] += shares;
    }
}
