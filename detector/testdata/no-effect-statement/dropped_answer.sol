pragma solidity ^0.8.0;

interface IOracle {
    function priceOf(address asset) external view returns (uint256);
}

library Health {
    function healthy(uint256 debt, uint256 value) internal pure returns (bool) {
        return debt * 10000 <= value * 8000;
    }

    function enforce(uint256 debt, uint256 value) internal pure returns (bool) {
        require(debt * 10000 <= value * 8000, "unhealthy");
        return true;
    }
}

contract Market {
    using Health for uint256;

    IOracle public oracle;
    address public asset;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;

    function isHealthy(address account) public view returns (bool) {
        return debt[account] * 10000 <= collateral[account] * oracle.priceOf(asset) / 1e18 * 8000;
    }

    function _value(address account) internal view returns (uint256) {
        return collateral[account] * oracle.priceOf(asset) / 1e18;
    }

    function _solvent(address account) internal view returns (bool) {
        return debt[account].healthy(_value(account));
    }

    // The answer is computed and dropped.
    function liquidate(address account) external {
        isHealthy(account); // want "Market.liquidate\\(\\) calls isHealthy\\(account\\) and discards its answer"
        debt[account] = 0;
        collateral[account] = 0;
    }

    // Through a library and a helper, the same.
    function liquidateAll(address account) external {
        _solvent(account); // want "Market.liquidateAll\\(\\) calls _solvent\\(account\\) and discards its answer"
        debt[account].healthy(_value(account)); // want "Market.liquidateAll\\(\\) calls debt\\[account\\].healthy"
        delete debt[account];
    }

    // Safe: the answer is enforced.
    function liquidateChecked(address account) external {
        require(!isHealthy(account), "healthy");
        debt[account] = 0;
    }

    // Safe: the library function reverts by itself; its answer need not be used.
    function borrow(uint256 amount) external {
        debt[msg.sender] += amount;
        debt[msg.sender].enforce(_value(msg.sender));
    }

    // Safe: a view helper that reverts when it fails, called for its check.
    function _requireSolvent(address account) internal view returns (uint256 value) {
        value = _value(account);
        if (debt[account] * 10000 > value * 8000) revert("insolvent");
    }

    function withdraw(uint256 amount) external {
        collateral[msg.sender] -= amount;
        _requireSolvent(msg.sender);
    }

    // Safe: a view function guarded by a modifier that reverts.
    modifier onlyListed(address a) {
        require(a == asset, "unlisted");
        _;
    }

    function priceOfListed(address a) public view onlyListed(a) returns (uint256) {
        return oracle.priceOf(a);
    }

    function touch(address a) external {
        priceOfListed(a);
    }
}
