package detector

import (
	"testing"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

func TestMemoComputesOnceAndRepeatsPanics(t *testing.T) {
	t.Parallel()
	m := analysis.Build([]*solidity.File{solidity.Parse("a.sol", []byte("contract A {}"))})
	type key struct{ name string }
	calls := 0
	for range 3 {
		if got := memo(m, key{"n"}, func() int { calls++; return 7 }); got != 7 {
			t.Fatalf("memo = %d, want 7", got)
		}
	}
	if calls != 1 {
		t.Fatalf("computed %d times, want once", calls)
	}
	for range 2 {
		func() {
			defer func() {
				if p := recover(); p != "boom" {
					t.Fatalf("recovered %v, want the computation's panic", p)
				}
			}()
			memo(m, key{"p"}, func() int { panic("boom") })
		}()
	}
}
