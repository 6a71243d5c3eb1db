// Package solidity is Vigil's Solidity front end: a hand-written lexer and recursive-descent parser, in pure Go,
// that turns the source of any Solidity version from 0.4 to 0.8 into a typed syntax tree with exact source
// ranges.
//
// Parse never fails outright: a file with syntax errors still yields a tree for everything that parsed, and the
// errors are listed with their line, column and a message a person understands. Inspect walks a tree like
// go/ast.Inspect; Dump prints one as a compact S-expression.
//
// # How it works
//
//   - lexer.go turns the file into a slice of small tokens (kind, offsets, line and column) in one pass. All
//     words are identifier tokens; the parser tells keywords by text, because most Solidity keywords are
//     contextual or changed between versions (`emit`, `constructor`, `error`, `from`, `global`, …).
//   - parse_decl.go, parse_stmt.go and parse_expr.go are the recursive-descent parser; expressions use
//     precedence climbing. The few ambiguities of the grammar (is `a.b[c] x` a declaration or an expression?)
//     are settled by looking ahead over tokens without building nodes (scanType).
//   - parse_yul.go parses inline assembly: functional Yul and the pre-0.5 instructional style.
//   - Every name and literal in the tree is a substring of one copy of the source, and the most frequent nodes
//     are allocated from per-file slabs (alloc.go).
//
// # Errors and recovery
//
// After an error inside a function body the parser skips to the end of the statement: past the next ';', to the
// '}' closing the block, or to the next line that starts at or left of the broken statement (laid-out code
// starts a statement there). Between contract members it skips to the next member keyword. A body that lost its
// closing brace ends at the next `function`, `modifier`, `event`, `contract`… keyword. Nesting deeper than
// MaxDepth and more than MaxErrors errors stop the parse with an error rather than exhausting the stack or
// listing every token of a file that is not Solidity.
package solidity
