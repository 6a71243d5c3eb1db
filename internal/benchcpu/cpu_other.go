//go:build !unix

package benchcpu

import "time"

func processTime() (time.Duration, bool) { return 0, false }
