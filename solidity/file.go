package solidity

// File is the result of parsing one source file.
type File struct {
	Path string
	Src  []byte
	// Unit holds everything that parsed, even when Errors is not empty.
	Unit *SourceUnit
	// Errors lists the syntax errors in source order.
	Errors []Error
	// Comments lists every comment with its range, in source order.
	Comments []Comment
}

// Error is a syntax error.
type Error struct {
	Pos     Position
	Message string // e.g. "expected ';' after expression"
}

// Error formats the error as "line:column: message".
func (e Error) Error() string {
	return itoa(e.Pos.Line) + ":" + itoa(e.Pos.Column) + ": " + e.Message
}

// Comment is a source comment. Text includes the comment markers (`//`, `/*`, `*/`).
type Comment struct {
	Range Range
	Text  string
	// Doc marks NatSpec comments: `///` and `/** … */`.
	Doc bool
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
