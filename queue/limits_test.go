package queue_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/queue"
	"github.com/vigilsec/vigil/store"
)

// busyScans is a ScanService whose organisation never has a free slot, and which records failed scans.
type busyScans struct {
	store.ScanService
	failed []string
}

func (b *busyScans) StartScan(_ context.Context, id string) (*vigil.Scan, []vigil.SourceFile, error) {
	return nil, nil, fmt.Errorf("start scan %s: %w", id, store.ErrNoScanSlot)
}

func (b *busyScans) FailScan(_ context.Context, id string, _ vigil.ScanError, _ []vigil.ScanWarning) error {
	b.failed = append(b.failed, id)
	return nil
}

func TestScanWithoutASlotIsSnoozedNeverFailed(t *testing.T) {
	t.Parallel()
	scans := &busyScans{}
	w := queue.NewScanWorker(scans, queue.Config{SlotWait: 100 * time.Millisecond})
	// Even on the job's last attempt, waiting for a slot is a snooze, which River does not count as an attempt.
	job := &river.Job[queue.ScanArgs]{JobRow: &rivertype.JobRow{Attempt: 5, MaxAttempts: 5}, Args: queue.ScanArgs{ScanID: "scn_busy"}}
	err := w.Work(context.Background(), job)
	var snooze *river.JobSnoozeError
	if !errors.As(err, &snooze) {
		t.Fatalf("Work = %v, want a snooze", err)
	}
	if snooze.Duration < 100*time.Millisecond || snooze.Duration > 150*time.Millisecond {
		t.Errorf("snooze of %s, want 100ms to 150ms", snooze.Duration)
	}
	if len(scans.failed) != 0 {
		t.Errorf("the waiting scan was failed: %v", scans.failed)
	}
}
