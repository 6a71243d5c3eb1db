pragma solidity ^0.8.20;

contract Pool {
    uint256[3] public balances;
    uint256 public fee = 4e6;

    // Ported from Vyper, where the assignment copies: here both names are one array.
    function add(uint256[3] calldata amounts) external returns (uint256 charged) {
        uint256[3] memory oldBalances = balances;
        uint256[3] memory newBalances = oldBalances; // want "Pool.add\\(\\) declares newBalances as oldBalances, another name for the same memory"
        for (uint256 i = 0; i < 3; i++) newBalances[i] += amounts[i];
        for (uint256 i = 0; i < 3; i++) {
            uint256 ideal = oldBalances[i] * 2;
            uint256 d = ideal > newBalances[i] ? ideal - newBalances[i] : newBalances[i] - ideal;
            charged += d * fee / 1e10;
        }
        balances = newBalances;
    }

    // Safe: copied element by element.
    function addCopied(uint256[3] calldata amounts) external returns (uint256 charged) {
        uint256[3] memory oldBalances = balances;
        uint256[3] memory newBalances;
        for (uint256 i = 0; i < 3; i++) newBalances[i] = oldBalances[i] + amounts[i];
        for (uint256 i = 0; i < 3; i++) charged += (newBalances[i] - oldBalances[i]) * fee / 1e10;
        balances = newBalances;
    }

    // Safe: the first name is not read after the write.
    function bump(uint256[3] calldata amounts) external {
        uint256[3] memory current = balances;
        uint256[3] memory next = current;
        for (uint256 i = 0; i < 3; i++) next[i] += amounts[i];
        balances = next;
    }
}
