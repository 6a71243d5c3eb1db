package detector

import "testing"

func TestSignatureFault(t *testing.T) {
	for _, c := range []struct {
		sig   string
		fault bool
	}{
		{"transfer(address,uint256)", false},
		{"pause()", false},
		{"fill((address,uint256)[],bytes32[2],bytes)", false},
		{"f(int8,uint8[][3],fixed128x18,ufixed8x0,bytes1,bytes32,function,string,bool)", false},
		{"MINTER_ROLE", false},  // no signature
		{"hello (world)", true}, // a space after the name
		{"transfer(address, uint256)", true},
		{"transfer(address to,uint256)", true},
		{"f(string memory)", true},
		{"f(address payable)", true},
		{"f(uint)", true},
		{"f(int[])", true},
		{"f(byte)", true},
		{"f(fixed)", true},
		{"f(uint7)", true},
		{"f(uint264)", true},
		{"f(bytes33)", true},
		{"f(bytes0)", true},
		{"f(IERC20)", true},
		{"f((address,uint))", true},
		{"f(uint256,)", true},
		{"f(uint256[x])", true},
		{"f(uint256])", true},
		{"f(uint08)", true},
	} {
		if got := signatureFault(c.sig) != ""; got != c.fault {
			t.Errorf("signatureFault(%q) = %q, want a fault: %v", c.sig, signatureFault(c.sig), c.fault)
		}
	}
}
