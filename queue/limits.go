package queue

import (
	"errors"
	"math/rand/v2"
	"time"

	"github.com/riverqueue/river"
)

// snoozeForSlot puts off a scan whose organisation has no free slot for one more running scan: the scan stays
// queued and its job comes back after SlotWait plus up to half of it at random, so that the waiting scans of a
// busy organisation do not all retry at once. Snoozes do not use up the job's attempts.
func (w *ScanWorker) snoozeForSlot() error {
	jitter := time.Duration(rand.Int64N(int64(w.slotWait/2) + 1))
	return river.JobSnooze(w.slotWait + jitter)
}

// waitForSlot reports whether err is a snooze returned by snoozeForSlot.
func waitForSlot(err error) bool {
	var snooze *river.JobSnoozeError
	return errors.As(err, &snooze)
}
