package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
)

// runMigrate is `vigil migrate`: it applies the database migrations (the service's and the queue's) and
// exits. `vigil serve` applies them too; this is for deployments that migrate in a separate step.
func runMigrate(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("migrate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dbURL := fs.String("database", envOr("VIGIL_DATABASE_URL", defaultDatabaseURL), "database URL, sqlite:PATH or postgres://… (VIGIL_DATABASE_URL)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	db, err := openDatabase(ctx, *dbURL, slog.New(slog.DiscardHandler))
	if err != nil {
		fmt.Fprintf(stderr, "vigil migrate: %v\n", err)
		return 1
	}
	defer db.Close()
	fmt.Fprintf(stdout, "The database %s is up to date.\n", redactURL(*dbURL))
	return 0
}
