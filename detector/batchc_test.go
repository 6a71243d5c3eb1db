package detector

import (
	"math/big"
	"strings"
	"testing"

	"github.com/vigilsec/vigil/solidity"
)

func TestGluedSign(t *testing.T) {
	t.Parallel()
	tests := []struct {
		src  string // an assignment `x <op> y`, the left side is always x
		want bool
	}{
		{"x =+ 1", true},
		{"x =- y", true},
		{"x=- y", true},
		{"x =-y", true},
		{"x = -y", false},
		{"x=-y", false},
		{"x = - y", false},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			t.Parallel()
			src := []byte(tt.src)
			sign := strings.IndexAny(tt.src[2:], "+-") + 2
			operand := len(src) - 1
			if got := gluedSign(src, 1, sign, operand); got != tt.want {
				t.Errorf("gluedSign(%q) = %v, want %v", tt.src, got, tt.want)
			}
		})
	}
	if gluedSign([]byte("x"), 1, 0, 5) {
		t.Error("gluedSign accepted out-of-range offsets")
	}
}

// parseExpr parses e as the condition of a require inside a function and returns it.
func parseExpr(t *testing.T, e string) solidity.Expr {
	t.Helper()
	src := "contract C { function f() public { require(" + e + "); } }"
	f := solidity.Parse("e.sol", []byte(src))
	var out solidity.Expr
	solidity.Inspect(f.Unit, func(n solidity.Node) bool {
		if ce, ok := n.(*solidity.CallExpr); ok && out == nil && len(ce.Args) == 1 {
			out = ce.Args[0]
		}
		return out == nil
	})
	if out == nil {
		t.Fatalf("no expression parsed from %q", e)
	}
	return out
}

func TestEvalConst(t *testing.T) {
	t.Parallel()
	env := map[string]*big.Int{"x": big.NewInt(0), "y": big.NewInt(-3)}
	tests := []struct {
		expr  string
		want  int64
		known bool
	}{
		{"0 < x", 0, true},
		{"x == 0", 1, true},
		{"y < 0 || z > 1", 1, true},
		{"x > 0 && msg.sender == owner", 0, true},
		{"x > 0 || msg.sender == owner", 0, false},
		{"-y * 2 == 6", 1, true},
		{"7 % 2 != 0", 1, true},
		{"1 / x", 0, false},
		{"1 ether > x", 0, false},
		{"!(x == 0)", 0, true},
		{"true && !false", 1, true},
		{"z + 1", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.expr, func(t *testing.T) {
			t.Parallel()
			v, ok := evalConst(parseExpr(t, tt.expr), env)
			if ok != tt.known {
				t.Fatalf("evalConst(%q) known = %v, want %v", tt.expr, ok, tt.known)
			}
			if ok && v.Int64() != tt.want {
				t.Errorf("evalConst(%q) = %v, want %d", tt.expr, v, tt.want)
			}
		})
	}
}

func TestYulBase(t *testing.T) {
	t.Parallel()
	tests := map[string]string{"x": "x", "x.slot": "x", "x.offset": "x", "x_slot": "x", "x_offset": "x", "slot": "slot"}
	for in, want := range tests {
		if got := yulBase(in); got != want {
			t.Errorf("yulBase(%q) = %q, want %q", in, got, want)
		}
	}
}
