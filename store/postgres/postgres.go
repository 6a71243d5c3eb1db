// Package postgres implements the vigil services on PostgreSQL through pgx v5 (pgxpool).
//
// It behaves like store/sqlite down to error codes and list order, and passes the same conformance suite
// (store/storetest). The schema is the same too: times are Unix microseconds, because the list specifications in
// package store compare time sort keys as integers, and sorted text columns use the "C" collation so that lists
// come out in byte order as in SQLite. Driver errors become domain errors here, at the edge: a unique violation
// is CONFLICT, a missing parent row NOT_FOUND, text PostgreSQL cannot store VALIDATION_ERROR.
//
// Migrate applies the store's migrations and River's (through rivermigrate and the riverpgxv5 driver) under one
// session advisory lock, so several processes may start at once. Scan jobs are inserted by an Enqueuer inside the
// transaction that creates the scan row, with River's InsertTx on a pgx.Tx (queue.Queue[pgx.Tx].EnqueueScanTx).
package postgres

import (
	"context"
	"crypto/rand"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/url"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivermigrate"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/plan"
	"github.com/vigilsec/vigil/store"
)

//go:embed migrations/*.sql
var migrations embed.FS

// migrationLockKey is the advisory lock key that serialises migrations across processes: the first 8 bytes of
// "vigil.migrate" read as a big-endian integer, a constant no other application is likely to pick.
const migrationLockKey int64 = 0x7669_6769_6c2e_6d69

// Enqueuer inserts the job that runs a scan, inside the transaction that creates the scan row, so that a scan
// exists exactly when its job does. queue.Queue[pgx.Tx].EnqueueScanTx is one.
type Enqueuer func(ctx context.Context, tx pgx.Tx, scanID string) error

// DB is the PostgreSQL store. It implements store.Store.
type DB struct {
	pool *pgxpool.Pool
	// enqueue inserts scan jobs; see SetEnqueuer.
	enqueue Enqueuer
	// enqueueDelivery inserts webhook delivery jobs; see SetDeliveryEnqueuer.
	enqueueDelivery Enqueuer
	// now is the clock, replaceable in tests.
	now func() time.Time
	// plans set the scan limits enforced; see SetPlans.
	plans plan.Set
	// log receives River's migration messages.
	log *slog.Logger
}

var _ store.Store = (*DB)(nil)

// ParseURL reads a database URL of the form postgres://… or postgresql://… (with any libpq parameters, such as
// sslmode or pool_max_conns) and returns the pool configuration.
func ParseURL(u string) (*pgxpool.Config, error) {
	parsed, err := url.Parse(u)
	if err != nil {
		// url.Error quotes the whole URL, password included: keep only what is wrong.
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return nil, fmt.Errorf("database URL: %w", err)
	}
	if parsed.Scheme != "postgres" && parsed.Scheme != "postgresql" {
		return nil, fmt.Errorf("database URL %s: want postgres://USER@HOST:PORT/DATABASE or postgresql://…", parsed.Redacted())
	}
	cfg, err := pgxpool.ParseConfig(u)
	if err != nil {
		// pgx's message quotes the URL with the password masked.
		return nil, fmt.Errorf("database URL: %w", err)
	}
	return cfg, nil
}

// Open connects to the database at the URL (see ParseURL) and checks that it answers, waiting at most until ctx
// ends or, without a deadline, 10 seconds. Call Migrate before use.
func Open(ctx context.Context, databaseURL string) (*DB, error) {
	cfg, err := ParseURL(databaseURL)
	if err != nil {
		return nil, err
	}
	return OpenConfig(ctx, cfg)
}

// OpenConfig is Open with a pool configuration already made.
func OpenConfig(ctx context.Context, cfg *pgxpool.Config) (*DB, error) {
	where := fmt.Sprintf("%s:%d/%s", cfg.ConnConfig.Host, cfg.ConnConfig.Port, cfg.ConnConfig.Database)
	if cfg.MaxConns < 2 {
		// Migrate holds its lock on one connection while River migrates on another, and the queue listens on one.
		return nil, fmt.Errorf("open postgres %s: pool_max_conns is %d, want at least 2", where, cfg.MaxConns)
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("open postgres %s: %w", where, err)
	}
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		var pe *pgconn.PgError
		if errors.As(err, &pe) {
			// The server answered and refused: a wrong password, a missing database…
			return nil, fmt.Errorf("open postgres %s: %w", where, err)
		}
		return nil, fmt.Errorf("open postgres %s: the server does not answer: %w", where, err)
	}
	return &DB{pool: pool, now: time.Now, log: slog.New(slog.NewTextHandler(io.Discard, nil))}, nil
}

// Pool returns the connection pool, for the job queue which shares the database (riverpgxv5.New(db.Pool())).
func (d *DB) Pool() *pgxpool.Pool { return d.pool }

// SetEnqueuer sets how scan jobs are inserted. Call it once, before serving; without it creating a scan fails.
func (d *DB) SetEnqueuer(e Enqueuer) { d.enqueue = e }

// SetClock replaces the clock, for tests.
func (d *DB) SetClock(now func() time.Time) { d.now = now }

// SetLogger sets where Migrate logs River's migration messages (discarded by default).
func (d *DB) SetLogger(l *slog.Logger) {
	if l != nil {
		d.log = l
	}
}

// Close closes every connection of the pool.
func (d *DB) Close() error {
	d.pool.Close()
	return nil
}

// Ping checks that the database answers a query.
func (d *DB) Ping(ctx context.Context) error {
	var one int
	if err := d.pool.QueryRow(ctx, "SELECT 1").Scan(&one); err != nil {
		return fmt.Errorf("ping postgres: %w", err)
	}
	return nil
}

// Migrate applies the store's migrations that have not been applied yet, each in its own transaction, then
// River's, and returns how many of the store's it applied. It holds a session advisory lock meanwhile, so that
// processes starting at once migrate one after the other: the first applies, the others find nothing to do.
func (d *DB) Migrate(ctx context.Context) (int, error) {
	conn, err := d.pool.Acquire(ctx)
	if err != nil {
		return 0, fmt.Errorf("migrate: %w", err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1)", migrationLockKey); err != nil {
		return 0, fmt.Errorf("migrate: take the migration lock: %w", err)
	}
	defer func() {
		// The lock belongs to the connection: if unlocking fails, close the connection so that it is not
		// returned to the pool still holding the lock.
		if _, err := conn.Exec(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", migrationLockKey); err != nil {
			_ = conn.Conn().Close(context.WithoutCancel(ctx))
		}
	}()

	applied, err := d.migrateStore(ctx, conn.Conn())
	if err != nil {
		return applied, err
	}
	m, err := rivermigrate.New(riverpgxv5.New(d.pool), &rivermigrate.Config{Logger: d.log})
	if err != nil {
		return applied, fmt.Errorf("migrate queue: %w", err)
	}
	if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return applied, fmt.Errorf("migrate queue: %w", err)
	}
	return applied, nil
}

// migrateStore applies the store's own migrations on conn, which holds the migration lock.
func (d *DB) migrateStore(ctx context.Context, conn *pgx.Conn) (int, error) {
	if _, err := conn.Exec(ctx, `CREATE TABLE IF NOT EXISTS vigil_migrations (
		version    INTEGER PRIMARY KEY,
		name       TEXT NOT NULL,
		applied_at BIGINT NOT NULL)`); err != nil {
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
		done, err := d.applyMigration(ctx, conn, version, base, string(body))
		if err != nil {
			return applied, err
		}
		if done {
			applied++
		}
	}
	return applied, nil
}

func (d *DB) applyMigration(ctx context.Context, conn *pgx.Conn, version int, name, body string) (bool, error) {
	var done bool
	err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		var exists bool
		if err := tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM vigil_migrations WHERE version = $1)", version).Scan(&exists); err != nil {
			return err
		}
		if exists {
			return nil
		}
		// Exec without arguments uses the simple protocol, which runs a script of several statements.
		if _, err := tx.Exec(ctx, body); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "INSERT INTO vigil_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
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

// inTx runs fn in a transaction, committing when it returns nil and rolling back otherwise.
func (d *DB) inTx(ctx context.Context, fn func(tx pgx.Tx) error) error {
	tx, err := d.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback(context.WithoutCancel(ctx))
		return err
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

// querier is what the pool and a transaction share.
type querier interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// micros is the stored form of a time.
func micros(t time.Time) int64 { return t.UnixMicro() }

// fromMicros reads a stored time.
func fromMicros(n int64) time.Time { return time.UnixMicro(n).UTC() }

// fromNullMicros reads a stored optional time.
func fromNullMicros(n *int64) *time.Time {
	if n == nil {
		return nil
	}
	t := fromMicros(*n)
	return &t
}

// nullMicros is the stored form of an optional time.
func nullMicros(t *time.Time) *int64 {
	if t == nil {
		return nil
	}
	n := micros(*t)
	return &n
}

// SQLSTATE codes the store turns into domain errors.
const (
	codeUniqueViolation      = "23505"
	codeForeignKeyViolation  = "23503"
	codeCharacterNotInRepert = "22021" // invalid UTF-8 or a NUL byte in text
	codeUntranslatable       = "22P05" // a character the database encoding cannot hold
)

// sqlState returns the SQLSTATE of a PostgreSQL error, or "".
func sqlState(err error) string {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		return pe.Code
	}
	return ""
}

// isUniqueViolation reports whether err is a UNIQUE or PRIMARY KEY constraint failure.
func isUniqueViolation(err error) bool { return sqlState(err) == codeUniqueViolation }

// isForeignKeyViolation reports whether err is a missing parent row.
func isForeignKeyViolation(err error) bool { return sqlState(err) == codeForeignKeyViolation }

// unstorable reports whether err says PostgreSQL cannot store or compare some text: a NUL byte or invalid UTF-8,
// which SQLite would keep.
func unstorable(err error) bool {
	switch sqlState(err) {
	case codeCharacterNotInRepert, codeUntranslatable:
		return true
	}
	return false
}

// missing reports whether a lookup found no row. A key PostgreSQL cannot even compare (see unstorable) names no
// row either, so a malformed id from a URL is NOT_FOUND as in SQLite, not an internal error.
func missing(err error) bool { return errors.Is(err, pgx.ErrNoRows) || unstorable(err) }

// badText returns a VALIDATION_ERROR about param when err says PostgreSQL cannot store some text (a NUL byte or
// invalid UTF-8, which SQLite would keep), and nil otherwise.
func badText(err error, param string) error {
	if unstorable(err) {
		return vigil.ParamErrorf(vigil.CodeValidation, param, "The %s contains a NUL byte or invalid UTF-8.", param)
	}
	return nil
}

// cleanText makes text written by the scan worker storable: PostgreSQL refuses NUL bytes and invalid UTF-8 in
// text, and a finding quoting a broken source file must not fail its scan for that.
func cleanText(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	return strings.ReplaceAll(s, "\x00", "\uFFFD")
}

// Secret returns the named server secret, making size random bytes the first time it is asked for, so that
// every instance and every restart uses the same value.
func (d *DB) Secret(ctx context.Context, name string, size int) ([]byte, error) {
	if size <= 0 {
		return nil, fmt.Errorf("secret %s: size %d is not positive", name, size)
	}
	fresh := make([]byte, size)
	if _, err := rand.Read(fresh); err != nil {
		return nil, fmt.Errorf("secret %s: %w", name, err)
	}
	if _, err := d.pool.Exec(ctx, "INSERT INTO secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING",
		name, fresh, micros(d.now())); err != nil {
		return nil, fmt.Errorf("secret %s: %w", name, err)
	}
	var value []byte
	if err := d.pool.QueryRow(ctx, "SELECT value FROM secrets WHERE name = $1", name).Scan(&value); err != nil {
		return nil, fmt.Errorf("secret %s: %w", name, err)
	}
	return value, nil
}
