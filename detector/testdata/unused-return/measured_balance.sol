// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
}

interface IPool {
    function exchange(int128 i, int128 j, uint256 dx, uint256 minDy) external returns (uint256);
}

interface IGauge {
    function deposit(uint256 amount) external;
}

// A swap's output, dropped, is measured afterwards from the contract's own balance: the return is not needed.
contract Compounder {
    IERC20 public want;
    IPool public pool;
    IGauge public gauge;
    uint256 public lastOut;

    // Safe (low): the balance is read right after the exchange.
    function harvest(uint256 amount, uint256 minOut) external {
        pool.exchange(1, 0, amount, minOut); // want "ignores the value returned by pool.exchange\\(1, 0, amount, minOut\\) \\(the function reads the contract's own token balance afterwards"
        gauge.deposit(want.balanceOf(address(this)));
    }

    // Safe (low): the balance is read by an internal function called afterwards.
    function harvestAndStake(uint256 amount, uint256 minOut) external {
        pool.exchange(1, 0, amount, minOut); // want "ignores the value returned by pool.exchange\\(1, 0, amount, minOut\\) \\(the function reads the contract's own token balance afterwards"
        _stake();
    }

    function _stake() internal {
        uint256 bal = want.balanceOf(address(this));
        if (bal > 0) {
            gauge.deposit(bal);
        }
    }

    // Vulnerable: the balance is read before the exchange only; the amount delivered is never learnt.
    function harvestBlind(uint256 minOut) external {
        uint256 bal = want.balanceOf(address(this));
        pool.exchange(1, 0, bal, minOut); // want "ignores the value returned by pool.exchange\\(1, 0, bal, minOut\\)$"
        lastOut = bal;
    }
}
