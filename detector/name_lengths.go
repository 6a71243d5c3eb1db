package detector

// lenBit is the bit of a name's length (mod 64) in a set of lengths held in a uint64. A name whose bit is not
// in the set of a few names' lengths is none of them, which spares comparing it with each: most identifiers
// are told apart from the names a detector looks for by their length alone.
func lenBit(name string) uint64 { return 1 << (len(name) % 64) }

// endsBit is the bit of a name's first and last bytes (mixed, mod 64) in a set held in a uint64, for a second
// test after lenBit's: names of the same length mostly differ at an end.
func endsBit(name string) uint64 {
	if name == "" {
		return 1
	}
	return 1 << ((uint(name[0]) + 3*uint(name[len(name)-1])) % 64)
}

// midBit is the bit of a name's middle byte (mod 64) in a set held in a uint64, for a third test after lenBit's
// and endsBit's: names alike in length and ends mostly differ in the middle.
func midBit(name string) uint64 {
	if name == "" {
		return 1
	}
	return 1 << (name[len(name)/2] % 64)
}
