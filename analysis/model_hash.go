package analysis

import (
	"math/bits"
	"math/rand/v2"
)

// The members' tables hash every name they add or look up, tens of thousands of times per upload. maphash costs
// about seventy instructions a name, most of them in the layers between it and the runtime's hash; the hash
// below, the runtime's own fallback hash (wyhash) written out for strings, costs a third of that. Like maphash, it
// mixes every byte of the name with seeds drawn for the process, so that an upload cannot choose names that pile
// up in one slot.

// cfgaHashSeed and cfgaHashKey are the hash's seeds, drawn when the process starts.
var cfgaHashSeed, cfgaHashKey = rand.Uint64(), rand.Uint64() | 1

// cfgaHashString returns the hash of s.
func cfgaHashString(s string) uint64 {
	n := len(s)
	seed := cfgaHashSeed
	var a, b uint64
	switch {
	case n == 0:
		return seed
	case n < 4:
		a = uint64(s[0]) | uint64(s[n>>1])<<8 | uint64(s[n-1])<<16
	case n <= 8:
		a, b = cfgaLoad32(s), cfgaLoad32(s[n-4:])
	case n <= 16:
		a, b = cfgaLoad64(s), cfgaLoad64(s[n-8:])
	default:
		// Sixteen bytes at a time; the last sixteen, which the loop may have mixed in part, end it.
		rest := s
		for len(rest) > 16 {
			seed = cfgaMix(cfgaLoad64(rest)^cfgaHashKey, cfgaLoad64(rest[8:])^seed)
			rest = rest[16:]
		}
		a, b = cfgaLoad64(s[n-16:]), cfgaLoad64(s[n-8:])
	}
	return cfgaMix(0x1d8e4e27c47d124f^uint64(n), cfgaMix(a^cfgaHashKey, b^seed))
}

// cfgaMix folds the 128-bit product of a and b to 64 bits.
func cfgaMix(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	return hi ^ lo
}

// cfgaLoad64 and cfgaLoad32 read the first 8 or 4 bytes of s, little-endian; the compiler makes each one load.
func cfgaLoad64(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

func cfgaLoad32(s string) uint64 {
	_ = s[3]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24
}
