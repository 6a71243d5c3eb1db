// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// The exercise of an ETH-collateral option checks msg.value once per vault: paying for one vault exercises many.
contract OptionsContract {
    struct Vault {
        uint256 collateral;
        uint256 oTokensIssued;
    }

    mapping(address => Vault) public vaults;
    mapping(address => uint256) public oTokenBalance;
    IERC20 public immutable collateralToken;
    uint256 public immutable strikePrice;

    constructor(IERC20 _collateral, uint256 _strike) {
        collateralToken = _collateral;
        strikePrice = _strike;
    }

    function exercise(uint256 oTokensToExercise, address[] calldata vaultsToExerciseFrom) external payable {
        for (uint256 i = 0; i < vaultsToExerciseFrom.length; i++) {
            address vaultOwner = vaultsToExerciseFrom[i];
            Vault storage vault = vaults[vaultOwner];
            uint256 amt = oTokensToExercise < vault.oTokensIssued ? oTokensToExercise : vault.oTokensIssued;
            // <yes> <report> DENIAL_OF_SERVICE
            _exercise(amt, vaultOwner);
            oTokensToExercise -= amt;
            if (oTokensToExercise == 0) break;
        }
        require(oTokensToExercise == 0, "not enough oTokens in vaults");
    }

    function _exercise(uint256 oTokensToExercise, address vaultOwner) internal {
        uint256 amtUnderlyingToPay = oTokensToExercise;
        require(msg.value == amtUnderlyingToPay, "Incorrect msg.value");
        Vault storage vault = vaults[vaultOwner];
        uint256 amtCollateralToPay = oTokensToExercise * strikePrice;
        vault.collateral -= amtCollateralToPay;
        vault.oTokensIssued -= oTokensToExercise;
        oTokenBalance[msg.sender] -= oTokensToExercise;
        require(collateralToken.transfer(msg.sender, amtCollateralToPay), "transfer failed");
        (bool paid, ) = vaultOwner.call{value: amtUnderlyingToPay}("");
        require(paid, "payment failed");
    }
}
