pragma solidity ^0.8.0;

interface IVault {
    function deposit(uint256 amount) external returns (uint256 shares);
    function totalAssets() external view returns (uint256);
    function poke() external;
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract User {
    IVault vault;
    IERC20 token;
    uint256 public shares;

    function ignore(uint256 amount) external {
        vault.deposit(amount); // want "User.ignore\\(\\) ignores the value returned by vault.deposit\\(amount\\)"
    }

    function ignoreView() external {
        vault.totalAssets(); // want "ignores the value returned by vault.totalAssets\\(\\) \\(a view call"
    }

    function used(uint256 amount) external {
        shares += vault.deposit(amount);
        uint256 s = vault.deposit(amount);
        require(s > 0);
    }

    function nothingReturned() external {
        vault.poke();
    }

    function erc20(address to) external {
        token.transfer(to, 1); // left to the ERC-20 detectors
    }

    function internalReturn() external {
        helper();
    }

    function helper() internal returns (uint256) {
        return 1;
    }
}
