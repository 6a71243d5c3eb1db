package detector

import (
	"testing"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// TestUncheckedTotalDebit checks the severity of an unchecked subtraction from a stored total: low when the
// function debits the same amount, checked, from an entry of a ledger the total sums (the want-comment tests
// check only messages).
func TestUncheckedTotalDebit(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		src      string
		line     int
		severity vigil.Severity
	}{
		{
			name: "a burn debits the balance, checked, before the unchecked supply",
			src: `pragma solidity ^0.8.0;
contract T {
    uint256 public totalSupply; mapping(address => uint256) public balanceOf;
    function burn(uint256 amount) external { balanceOf[msg.sender] -= amount; unchecked { totalSupply -= amount; } }
}`,
			line: 4, severity: vigil.SeverityLow,
		},
		{
			name: "a stake bounded by a require and debited through a storage pointer, converted",
			src: `pragma solidity ^0.8.0;
contract S {
    struct Stake { uint128 amount; uint64 since; }
    uint256 public totalStaked; mapping(address => Stake) public stakes;
    function unstake(uint256 amount) external {
        Stake storage s = stakes[msg.sender];
        require(amount <= s.amount, "amount");
        unchecked { s.amount -= uint128(amount); totalStaked -= amount; }
    }
}`,
			line: 8, severity: vigil.SeverityLow,
		},
		{
			name: "the balance read into a local, bounded by a require on the local, debited from it (OpenZeppelin 4's _burn)",
			src: `pragma solidity ^0.8.0;
contract T {
    uint256 public totalSupply; mapping(address => uint256) public balanceOf;
    function burn(uint256 amount) external {
        uint256 bal = balanceOf[msg.sender];
        require(bal >= amount, "balance");
        unchecked { balanceOf[msg.sender] = bal - amount; totalSupply -= amount; }
    }
}`,
			line: 7, severity: vigil.SeverityLow,
		},
		{
			name: "a local copy changed before the debit no longer holds the balance",
			src: `pragma solidity ^0.8.0;
contract T {
    uint256 public totalSupply; mapping(address => uint256) public balanceOf;
    function burn(uint256 amount, uint256 bonus) external {
        uint256 bal = balanceOf[msg.sender];
        bal += bonus;
        require(bal >= amount, "balance");
        unchecked { balanceOf[msg.sender] = bal - amount; totalSupply -= amount; }
    }
}`,
			line: 8, severity: vigil.SeverityMedium,
		},
		{
			name: "no debit of the amount anywhere: the caller picks what the total loses",
			src: `pragma solidity ^0.8.0;
contract T {
    uint256 public totalSupply; mapping(address => uint256) public balanceOf;
    function burn(uint256 amount) external { unchecked { totalSupply -= amount; } }
}`,
			line: 4, severity: vigil.SeverityMedium,
		},
		{
			name: "a debit of another plain total bounds nothing",
			src: `pragma solidity ^0.8.0;
contract T {
    uint256 public reserve; uint256 public totalSupply;
    function burn(uint256 amount) external { reserve -= amount; unchecked { totalSupply -= amount; } }
}`,
			line: 4, severity: vigil.SeverityMedium,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f := solidity.Parse("c.sol", []byte(tt.src))
			if len(f.Errors) > 0 {
				t.Fatalf("syntax errors: %v", f.Errors)
			}
			res := Run(analysis.Build([]*solidity.File{f}), []*Detector{IntegerOverflow}, Options{})
			found := false
			for _, fd := range res.Findings {
				if fd.Location.StartLine != tt.line {
					t.Errorf("unexpected finding on line %d: %s", fd.Location.StartLine, fd.Message)
					continue
				}
				found = true
				if fd.Severity != tt.severity {
					t.Errorf("line %d: got %s, want %s (%s)", tt.line, fd.Severity, tt.severity, fd.Message)
				}
			}
			if !found {
				t.Errorf("no finding on line %d; got %d findings", tt.line, len(res.Findings))
			}
		})
	}
}
