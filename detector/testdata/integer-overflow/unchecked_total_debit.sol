pragma solidity ^0.8.0;

// Unchecked subtractions from a total. Each is reported; one resting on the ledger invariant (the total is the
// sum of the entries, and the same amount is debited, checked, from an entry) is a note, rated low (see
// TestUncheckedTotalDebit), and one the caller picks freely is medium.
contract Ledger {
    uint256 public totalSupply;
    uint256 public reserve;
    mapping(address => uint256) public balanceOf;

    function burn(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        unchecked {
            totalSupply -= amount; // want "Ledger.burn\\(\\): totalSupply -= amount can underflow"
        }
    }

    function burnUnbacked(uint256 amount) external {
        unchecked {
            totalSupply -= amount; // want "Ledger.burnUnbacked\\(\\): totalSupply -= amount can underflow"
        }
    }
}
