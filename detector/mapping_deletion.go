package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// MappingDeletion reports `delete` of a stored struct (or array of structs) that holds a mapping: delete resets
// the other members and leaves the mapping's entries in place.
var MappingDeletion = &Detector{
	ID:    "mapping-deletion",
	Title: "Deleting a struct leaves its mapping",
	Description: "`delete` resets a struct's members to their zero values, except mappings: the EVM cannot list a " +
		"mapping's keys, so its entries stay in storage. A record that is deleted and later created again at the " +
		"same place finds the old entries there: permissions, balances or approvals it was meant to lose.",
	Exploit: "An administrator removes a member, whose struct holds its permissions in a mapping; when the member " +
		"is added again (or a record at the same key is reused), every permission granted before the removal is " +
		"back, without a grant.",
	Recommendation: "Clear the mapping's entries before deleting the struct (keep a list of the keys set), keep " +
		"the mapping outside the struct keyed by a record id that is never reused, or track validity with a " +
		"version number the lookups check.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-459",
	Requires:   []Requirement{RequireCFG, RequireTypes},
	Run:        runMappingDeletion,
}

func runMappingDeletion(p *Pass) error {
	var holds structMappings // made on the first delete of a struct
	for _, f := range bodies(p.Model) {
		g := f.CFG()
		if !g.WritesState() {
			continue
		}
		var sc *analysis.Scope
		for _, n := range g.Nodes {
			u, ok := n.Expr.(*solidity.UnaryExpr)
			if !ok || u.Op != "delete" || n.Kind != analysis.NodeStmt || len(n.Writes()) == 0 {
				continue
			}
			if sc == nil {
				sc = f.Scope()
			}
			t := sc.TypeOf(u.X)
			for t != nil && t.Kind == analysis.TypeArray {
				t = t.Elem
			}
			if t == nil || t.Kind != analysis.TypeStruct || t.Struct == nil {
				continue
			}
			if holds == nil {
				holds = structMappings{}
			}
			member := holds.mappingOf(p.Model, t.Struct, 0)
			if member == nil {
				continue
			}
			msg := append(append(p.message(), funcLabel(f)...), " deletes "...)
			msg = appendText(msg, f.File, u.X)
			msg = append(append(append(append(msg, " (struct "...), t.Struct.Name...), "), whose mapping "...), member.Name...)
			msg = append(msg, " delete leaves in place: a record made again at the same place finds the old entries"...)
			p.reportMessage(Report{Function: f, At: n.Expr, Related: []Related{{At: member, Message: "the mapping",
				File: structFile(p.Model, t.Struct, f.File)}}}, msg)
		}
	}
	return nil
}

// structMappings remembers, for each struct asked about, the member through which it holds a mapping (a
// mapping member, or a struct member that holds one), or nil.
type structMappings map[*solidity.StructDefinition]*solidity.VariableDeclaration

// mappingOf returns the member of s through which it holds a mapping, nil when it holds none. Members are typed
// where s is declared; depth bounds the search through nested structs and arrays of them.
func (h structMappings) mappingOf(m *analysis.Model, s *solidity.StructDefinition, depth int) *solidity.VariableDeclaration {
	if v, ok := h[s]; ok {
		return v
	}
	h[s] = nil // a struct that contains itself (through an array) holds no mapping that way
	var found *solidity.VariableDeclaration
	for _, v := range s.Members {
		if v == nil {
			continue
		}
		switch v.Type.(type) {
		case *solidity.Mapping:
			found = v
		case *solidity.UserDefinedTypeName, *solidity.ArrayTypeName:
			t := m.StructMemberType(s, v)
			for t != nil && t.Kind == analysis.TypeArray {
				t = t.Elem
			}
			if depth < 8 && t != nil && t.Kind == analysis.TypeStruct && t.Struct != nil && h.mappingOf(m, t.Struct, depth+1) != nil {
				found = v
			}
		}
		if found != nil {
			break
		}
	}
	h[s] = found
	return found
}

// structFile returns the file of the unit that declares s, or def when none does.
func structFile(m *analysis.Model, s *solidity.StructDefinition, def *solidity.File) *solidity.File {
	if len(m.Files) == 1 {
		return def
	}
	file := def
	eachStruct(m, func(f *solidity.File, sd *solidity.StructDefinition) bool {
		if sd == s {
			file = f
			return false
		}
		return true
	})
	return file
}

// eachStruct calls yield with every struct the unit's files declare, at file level or in a contract, until it
// returns false.
func eachStruct(m *analysis.Model, yield func(*solidity.File, *solidity.StructDefinition) bool) {
	for _, file := range m.Files {
		if file == nil || file.Unit == nil {
			continue
		}
		for _, d := range file.Unit.Items {
			switch x := d.(type) {
			case *solidity.StructDefinition:
				if !yield(file, x) {
					return
				}
			case *solidity.ContractDefinition:
				for _, it := range x.Members {
					if sd, ok := it.(*solidity.StructDefinition); ok && !yield(file, sd) {
						return
					}
				}
			}
		}
	}
}
