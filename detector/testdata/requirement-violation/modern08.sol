pragma solidity ^0.8.0;

contract Vault {
    error Zero();

    function lock(uint256 amount, uint256 period) public pure returns (uint256) {
        if (amount == 0) revert Zero();
        require(period >= 7, "period");
        return amount * period;
    }

    function quick(uint256 amount) external pure returns (uint256) {
        return lock(amount, 1); // want "Vault.quick\\(\\) calls Vault.lock\\(\\) with lock\\(amount, 1\\), which fails its check period >= 7 \\(line 8\\)"
    }

    address private keeper;

    function release(uint256 amount) public view returns (uint256) {
        require(amount > 0 && msg.sender == keeper, "denied");
        return amount;
    }

    function releaseNone() external view returns (uint256) {
        return release(0); // want "fails its check amount > 0 && msg.sender == keeper"
    }

    function releaseSome() external view returns (uint256) {
        return release(3);
    }

    // Safe: constants that pass, and a check after another statement is not a leading one.
    function week(uint256 amount) external pure returns (uint256) {
        return lock(amount, 7);
    }
}
