// Package sqlite implements the vigil services on SQLite through modernc.org/sqlite (pure Go, no cgo).
//
// The database runs in WAL mode with foreign keys on, a busy timeout, and transactions that take the write
// lock when they begin (so that two writers wait for each other instead of failing). Times are stored as Unix
// microseconds. SQL is written with "?" placeholders and the list queries share store.ListSpec, so a PostgreSQL
// implementation differs only where the dialects do.
package sqlite

import (
	"context"
	"crypto/rand"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/vigilsec/vigil/plan"
	"github.com/vigilsec/vigil/store"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Enqueuer inserts the job that runs a scan, inside the transaction that creates the scan row, so that a scan
// exists exactly when its job does. The queue package provides one.
type Enqueuer func(ctx context.Context, tx *sql.Tx, scanID string) error

// DB is the SQLite store. It implements store.Store.
type DB struct {
	db *sql.DB
	// enqueue inserts scan jobs; see SetEnqueuer.
	enqueue Enqueuer
	// enqueueDelivery inserts webhook delivery jobs; see SetDeliveryEnqueuer.
	enqueueDelivery Enqueuer
	// now is the clock, replaceable in tests.
	now func() time.Time
	// plans set the scan limits enforced; see SetPlans.
	plans plan.Set
}

var _ store.Store = (*DB)(nil)

// DSN returns the modernc.org/sqlite data source name for a database file, with the connection settings
// the store relies on.
func DSN(file string) string {
	q := url.Values{}
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Set("_txlock", "immediate")
	return "file:" + file + "?" + q.Encode()
}

// ParseURL reads a database URL of the form sqlite:PATH (also sqlite://PATH and sqlite:///ABS/PATH) and
// returns the file path.
func ParseURL(u string) (string, error) {
	rest, ok := strings.CutPrefix(u, "sqlite:")
	if !ok {
		return "", fmt.Errorf("database URL %q: want sqlite:PATH", u)
	}
	rest = strings.TrimPrefix(rest, "//")
	if rest == "" {
		return "", fmt.Errorf("database URL %q: the path is empty", u)
	}
	return rest, nil
}

// Open opens (creating if needed) the database file. Call Migrate before use.
func Open(file string) (*DB, error) {
	db, err := sql.Open("sqlite", DSN(file))
	if err != nil {
		return nil, fmt.Errorf("open sqlite %s: %w", file, err)
	}
	// Readers never block in WAL mode; writers queue on the busy timeout. A few connections are plenty.
	db.SetMaxOpenConns(4)
	db.SetMaxIdleConns(4)
	db.SetConnMaxIdleTime(0)
	if err := db.Ping(); err != nil {
		db.Close()
		return nil, fmt.Errorf("open sqlite %s: %w", file, err)
	}
	return &DB{db: db, now: time.Now}, nil
}

// SQL returns the connection pool, for the job queue which shares the database.
func (d *DB) SQL() *sql.DB { return d.db }

// SetEnqueuer sets how scan jobs are inserted. Call it once, before serving; without it creating a scan fails.
func (d *DB) SetEnqueuer(e Enqueuer) { d.enqueue = e }

// SetClock replaces the clock, for tests.
func (d *DB) SetClock(now func() time.Time) { d.now = now }

// Close closes the database.
func (d *DB) Close() error { return d.db.Close() }

// Ping checks that the database answers a query.
func (d *DB) Ping(ctx context.Context) error {
	var one int
	if err := d.db.QueryRowContext(ctx, "SELECT 1").Scan(&one); err != nil {
		return fmt.Errorf("ping sqlite: %w", err)
	}
	return nil
}

// Migrate applies the migrations that have not been applied yet, each in its own transaction, and returns
// how many it applied.
func (d *DB) Migrate(ctx context.Context) (int, error) {
	if _, err := d.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS vigil_migrations (
		version    INTEGER PRIMARY KEY,
		name       TEXT NOT NULL,
		applied_at INTEGER NOT NULL)`); err != nil {
		return 0, fmt.Errorf("migrate: create migrations table: %w", err)
	}
	names, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return 0, fmt.Errorf("migrate: list migrations: %w", err)
	}
	sort.Strings(names)
	applied := 0
	for _, name := range names {
		base := path.Base(name)
		version, err := strconv.Atoi(strings.SplitN(base, "_", 2)[0])
		if err != nil {
			return applied, fmt.Errorf("migrate: migration %s has no version number: %w", base, err)
		}
		body, err := migrations.ReadFile(name)
		if err != nil {
			return applied, fmt.Errorf("migrate: read %s: %w", base, err)
		}
		done, err := d.applyMigration(ctx, version, base, string(body))
		if err != nil {
			return applied, err
		}
		if done {
			applied++
		}
	}
	return applied, nil
}

func (d *DB) applyMigration(ctx context.Context, version int, name, body string) (bool, error) {
	var done bool
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM vigil_migrations WHERE version = ?", version).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return nil
		}
		if _, err := tx.ExecContext(ctx, body); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "INSERT INTO vigil_migrations (version, name, applied_at) VALUES (?, ?, ?)",
			version, name, micros(d.now())); err != nil {
			return err
		}
		done = true
		return nil
	})
	if err != nil {
		return false, fmt.Errorf("migrate: apply %s: %w", name, err)
	}
	return done, nil
}

// inTx runs fn in a transaction, committing when it returns nil.
func (d *DB) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := d.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

// micros is the stored form of a time.
func micros(t time.Time) int64 { return t.UnixMicro() }

// fromMicros reads a stored time.
func fromMicros(n int64) time.Time { return time.UnixMicro(n).UTC() }

// fromNullMicros reads a stored optional time.
func fromNullMicros(n sql.NullInt64) *time.Time {
	if !n.Valid {
		return nil
	}
	t := fromMicros(n.Int64)
	return &t
}

// nullMicros is the stored form of an optional time.
func nullMicros(t *time.Time) any {
	if t == nil {
		return nil
	}
	return micros(*t)
}

// isUniqueViolation reports whether err is a UNIQUE or PRIMARY KEY constraint failure.
func isUniqueViolation(err error) bool {
	var se *sqlite.Error
	if errors.As(err, &se) {
		c := se.Code()
		return c == sqlite3.SQLITE_CONSTRAINT_UNIQUE || c == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY
	}
	return false
}

// placeholders returns "?, ?, ?" for n values.
func placeholders(n int) string {
	return strings.TrimSuffix(strings.Repeat("?, ", n), ", ")
}

// Secret returns the named server secret, making size random bytes the first time it is asked for, so that
// every instance and every restart uses the same value.
func (d *DB) Secret(ctx context.Context, name string, size int) ([]byte, error) {
	fresh := make([]byte, size)
	if _, err := rand.Read(fresh); err != nil {
		return nil, fmt.Errorf("secret %s: %w", name, err)
	}
	if _, err := d.db.ExecContext(ctx, "INSERT INTO secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING",
		name, fresh, micros(d.now())); err != nil {
		return nil, fmt.Errorf("secret %s: %w", name, err)
	}
	var value []byte
	if err := d.db.QueryRowContext(ctx, "SELECT value FROM secrets WHERE name = ?", name).Scan(&value); err != nil {
		return nil, fmt.Errorf("secret %s: %w", name, err)
	}
	return value, nil
}
