// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IDebtToken {
    function burn(address from, uint256 amount) external;
}

// A liquidator burns the trove's debt and receives its collateral: it pays for what it gets.
contract Troves {
    struct Trove {
        uint256 coll;
        uint256 debt;
    }

    IDebtToken public debtToken;
    uint256 public price;
    address public stabilityPool;
    mapping(address => Trove) public troves;

    function liquidate(address owner) external {
        Trove memory t = troves[owner];
        require(t.coll * price < t.debt * 11e17, "healthy");
        uint256 seized = (t.debt * 105) / 100 / price;
        delete troves[owner];
        debtToken.burn(msg.sender, t.debt);
        (bool ok, ) = payable(msg.sender).call{value: seized}("");
        require(ok, "eth");
    }

    // The debt is burned from the pool's tokens: the caller takes the collateral for nothing.
    function liquidateFromPool(address owner) external { // want "Troves.liquidateFromPool\\(\\) lets any caller send seized to payable\\(msg.sender\\)"
        Trove memory t = troves[owner];
        require(t.coll * price < t.debt * 11e17, "healthy");
        uint256 seized = (t.debt * 105) / 100 / price;
        delete troves[owner];
        debtToken.burn(stabilityPool, t.debt);
        (bool ok, ) = payable(msg.sender).call{value: seized}("");
        require(ok, "eth");
    }
}
