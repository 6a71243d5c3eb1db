package solidity

import (
	"bytes"
	"testing"
)

// garbageLine is inserted into files to measure recovery: a line of text that is no Solidity at all.
const garbageLine = "  #% this line ?? is @@ not Solidity !! ~~ &&\n"

// functionKeys lists the functions of a file as "contract.name/kind" keys with their start offsets.
func functionKeys(f *File) map[string][]int {
	keys := map[string][]int{}
	contract := ""
	var walk func(items []Decl)
	walk = func(items []Decl) {
		for _, d := range items {
			switch v := d.(type) {
			case *ContractDefinition:
				contract = v.Name
				walk(v.Members)
				contract = ""
			case *FunctionDefinition:
				k := contract + "." + v.Name + "/" + v.Kind.String()
				keys[k] = append(keys[k], v.Span.Start.Offset)
			}
		}
	}
	walk(f.Unit.Items)
	return keys
}

// matched counts the functions of want (optionally only those starting before limit) that got also has.
func matched(want, got map[string][]int, limit int) (found, total int) {
	for k, offs := range want {
		n := 0
		for _, o := range offs {
			if limit < 0 || o < limit {
				n++
			}
		}
		total += n
		found += min(n, len(got[k]))
	}
	return found, total
}

// middleLine returns the offset of the start of the line containing the middle of src.
func middleLine(src []byte) int {
	mid := len(src) / 2
	return bytes.LastIndexByte(src[:mid], '\n') + 1
}

// TestRecovery damages every corpus file three ways and counts how many of the functions of the undamaged
// parse are still found. The targets are those of the issue: 97% after a garbage line in the middle, 97% of the
// first half's functions when the file is cut at half, and 90% when the first '}' after the middle is removed.
func TestRecovery(t *testing.T) {
	t.Parallel()
	files := loadCorpus(t)
	type tally struct{ found, total, filesWithErrors int }
	var garbage, cut, brace tally
	for _, cf := range files {
		orig := Parse(cf.rel, cf.src)
		want := functionKeys(orig)

		at := middleLine(cf.src)
		g := make([]byte, 0, len(cf.src)+len(garbageLine))
		g = append(append(append(g, cf.src[:at]...), garbageLine...), cf.src[at:]...)
		gf := Parse(cf.rel, g)
		n, total := matched(want, functionKeys(gf), -1)
		garbage.found += n
		garbage.total += total
		if len(gf.Errors) > 0 {
			garbage.filesWithErrors++
		}

		half := len(cf.src) / 2
		hf := Parse(cf.rel, cf.src[:half])
		n, total = matched(want, functionKeys(hf), half)
		cut.found += n
		cut.total += total
		if len(hf.Errors) > 0 {
			cut.filesWithErrors++
		}

		if i := bytes.IndexByte(cf.src[half:], '}'); i >= 0 {
			i += half
			b := make([]byte, 0, len(cf.src))
			b = append(append(b, cf.src[:i]...), cf.src[i+1:]...)
			bf := Parse(cf.rel, b)
			n, total = matched(want, functionKeys(bf), -1)
			brace.found += n
			brace.total += total
			if len(bf.Errors) > 0 {
				brace.filesWithErrors++
			}
			if err := checkStructure(bf); err != nil {
				t.Errorf("%s without a brace: %v", cf.rel, err)
			}
		}
		if err := checkStructure(gf); err != nil {
			t.Errorf("%s with garbage: %v", cf.rel, err)
		}
		if err := checkStructure(hf); err != nil {
			t.Errorf("%s cut: %v", cf.rel, err)
		}
	}
	check := func(name string, tl tally, target float64) {
		pct := 100 * float64(tl.found) / float64(max(tl.total, 1))
		t.Logf("%-22s %5d of %5d functions found (%.2f%%, target %.0f%%); %d of %d files report errors",
			name, tl.found, tl.total, pct, target, tl.filesWithErrors, len(files))
		if pct < target {
			t.Errorf("%s: recovery %.2f%% is below the %.0f%% target", name, pct, target)
		}
	}
	check("garbage line", garbage, 97)
	check("cut at half", cut, 97)
	check("first '}' removed", brace, 90)
}
