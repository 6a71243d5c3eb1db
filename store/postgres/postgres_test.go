package postgres_test

import (
	"context"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/store/postgres"
	"github.com/vigilsec/vigil/store/postgres/pgtest"
	"github.com/vigilsec/vigil/store/storetest"
)

// open returns a migrated store on a fresh database, closed and dropped when the test ends.
func open(t *testing.T) *postgres.DB {
	t.Helper()
	db := connect(t, pgtest.NewDatabase(t))
	if _, err := db.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return db
}

// connect opens the store at url, closed when the test ends.
func connect(t *testing.T, url string) *postgres.DB {
	t.Helper()
	db, err := postgres.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestConformance(t *testing.T) {
	t.Parallel()
	storetest.Run(t, func(t *testing.T, jobs *storetest.Jobs) store.Store {
		db := open(t)
		db.SetEnqueuer(func(_ context.Context, _ pgx.Tx, scanID string) error { return jobs.Enqueue(scanID) })
		return db
	})
}

// migrationFiles counts the store's migrations.
func migrationFiles(t *testing.T) int {
	t.Helper()
	entries, err := os.ReadDir("migrations")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".sql") {
			n++
		}
	}
	return n
}

func TestMigrateConcurrently(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDatabase(t)
	const processes = 4
	dbs := make([]*postgres.DB, processes)
	for i := range dbs {
		dbs[i] = connect(t, url)
	}
	applied := make([]int, processes)
	errs := make([]error, processes)
	var wg sync.WaitGroup
	for i, db := range dbs {
		wg.Go(func() { applied[i], errs[i] = db.Migrate(context.Background()) })
	}
	wg.Wait()
	total := 0
	for i := range dbs {
		if errs[i] != nil {
			t.Errorf("Migrate %d: %v", i, errs[i])
		}
		total += applied[i]
	}
	want := migrationFiles(t)
	if total != want {
		t.Errorf("the four Migrate calls applied %d migrations in all (%v), want %d: each exactly once", total, applied, want)
	}
	ctx := context.Background()
	var recorded, riverVersions int
	if err := dbs[0].Pool().QueryRow(ctx, "SELECT COUNT(*) FROM vigil_migrations").Scan(&recorded); err != nil {
		t.Fatal(err)
	}
	if recorded != want {
		t.Errorf("vigil_migrations has %d rows, want %d", recorded, want)
	}
	if err := dbs[0].Pool().QueryRow(ctx, "SELECT COUNT(*) FROM river_migration").Scan(&riverVersions); err != nil {
		t.Fatalf("River's tables were not migrated: %v", err)
	}
	if riverVersions == 0 {
		t.Error("river_migration is empty")
	}
	if n, err := dbs[1].Migrate(ctx); err != nil || n != 0 {
		t.Errorf("Migrate on a migrated database = %d, %v; want 0, nil", n, err)
	}
	var again int
	if err := dbs[0].Pool().QueryRow(ctx, "SELECT COUNT(*) FROM river_migration").Scan(&again); err != nil || again != riverVersions {
		t.Errorf("river_migration has %d rows after a second Migrate (%v), want %d", again, err, riverVersions)
	}
}

func TestParseURL(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in       string
		host     string
		database string
		wantErr  string
	}{
		{in: "postgres://postgres@127.0.0.1:5432/vigil?sslmode=disable", host: "127.0.0.1", database: "vigil"},
		{in: "postgresql://u:secret@db.internal/prod", host: "db.internal", database: "prod"},
		{in: "postgres://u@h/d?pool_max_conns=7", host: "h", database: "d"},
		{in: "sqlite:vigil.db", wantErr: "want postgres://"},
		{in: "mysql://u:secret@h/d", wantErr: "want postgres://"},
		{in: "host=h dbname=d", wantErr: "want postgres://"},
		{in: "", wantErr: "want postgres://"},
		{in: "postgres://u:secret@h/d?sslmode=sometimes", wantErr: "sslmode"},
		{in: "postgres://u@h/d?pool_max_conns=many", wantErr: "pool_max_conns"},
		{in: "postgres://u:secret@h:port/d", wantErr: "database URL"},
	}
	for _, tt := range tests {
		cfg, err := postgres.ParseURL(tt.in)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseURL(%q) error = %v, want one mentioning %q", tt.in, err, tt.wantErr)
			}
			if err != nil && strings.Contains(err.Error(), "secret") {
				t.Errorf("ParseURL(%q) error shows the password: %v", tt.in, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseURL(%q): %v", tt.in, err)
			continue
		}
		if cfg.ConnConfig.Host != tt.host || cfg.ConnConfig.Database != tt.database {
			t.Errorf("ParseURL(%q) = host %q, database %q; want %q, %q", tt.in, cfg.ConnConfig.Host, cfg.ConnConfig.Database, tt.host, tt.database)
		}
	}
}

func TestOpenSmallPool(t *testing.T) {
	t.Parallel()
	_, err := postgres.Open(context.Background(), "postgres://vigil@127.0.0.1:1/vigil?pool_max_conns=1")
	if err == nil || !strings.Contains(err.Error(), "pool_max_conns is 1, want at least 2") {
		t.Errorf("Open with a one-connection pool: %v, want an error about pool_max_conns", err)
	}
}

func TestOpenMissingDatabase(t *testing.T) {
	t.Parallel()
	server := os.Getenv(pgtest.EnvURL)
	if server == "" {
		t.Skipf("%s is not set: skipping the PostgreSQL test", pgtest.EnvURL)
	}
	cfg, err := postgres.ParseURL(server)
	if err != nil {
		t.Fatal(err)
	}
	cfg.ConnConfig.Database = "vigil_no_such_database"
	_, err = postgres.OpenConfig(context.Background(), cfg)
	if err == nil || !strings.Contains(err.Error(), "does not exist") || strings.Contains(err.Error(), "does not answer") {
		t.Errorf("Open of a missing database: %v, want the server's refusal", err)
	}
}

func TestOpenUnreachable(t *testing.T) {
	t.Parallel()
	// Port 1 on the loopback address has no server: the connection is refused at once.
	_, err := postgres.Open(context.Background(), "postgres://vigil:secret@127.0.0.1:1/vigil?sslmode=disable&connect_timeout=5")
	if err == nil {
		t.Fatal("Open succeeded with no server")
	}
	if msg := err.Error(); !strings.Contains(msg, "127.0.0.1:1/vigil") || !strings.Contains(msg, "does not answer") || strings.Contains(msg, "secret") {
		t.Errorf("error = %q; want it to name the server, say it does not answer, and hide the password", msg)
	}
}

// TestNoRedundantIndex checks that no plain index of the store's tables is a leading part of another index of the
// same table: the longer index serves every query the shorter one would, and each index costs every write.
func TestNoRedundantIndex(t *testing.T) {
	t.Parallel()
	db := open(t)
	rows, err := db.Pool().Query(context.Background(), `SELECT c.relname, t.relname, ix.indisunique, ix.indkey::int2[]
		FROM pg_index ix
		JOIN pg_class c ON c.oid = ix.indexrelid
		JOIN pg_class t ON t.oid = ix.indrelid
		JOIN pg_namespace n ON n.oid = t.relnamespace
		WHERE n.nspname = current_schema() AND t.relname NOT LIKE 'river%'
			AND ix.indpred IS NULL AND ix.indexprs IS NULL`)
	if err != nil {
		t.Fatal(err)
	}
	type index struct {
		name, table string
		unique      bool
		columns     []int16
	}
	var indexes []index
	for rows.Next() {
		var ix index
		if err := rows.Scan(&ix.name, &ix.table, &ix.unique, &ix.columns); err != nil {
			t.Fatal(err)
		}
		indexes = append(indexes, ix)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	for _, short := range indexes {
		for _, long := range indexes {
			if short.unique || short.name == long.name || short.table != long.table || len(short.columns) > len(long.columns) {
				continue
			}
			if slices.Equal(short.columns, long.columns[:len(short.columns)]) {
				t.Errorf("index %s on %s is redundant: %s starts with its columns", short.name, short.table, long.name)
			}
		}
	}
}
