// Command vigil is the Vigil smart contract security service and its command-line tools.
//
//	vigil serve      run the HTTP API and the scan workers
//	vigil keys       create, list and revoke API keys
//	vigil migrate    apply the database migrations
//	vigil analyze    analyse Solidity files locally
//	vigil scan       scan Solidity files on a Vigil server (for CI)
//	vigil detectors  list the detectors
//	vigil version    print the version
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"syscall"

	"github.com/vigilsec/vigil/engine"
)

// command is one subcommand: it reads its own flags from args and returns the process exit status.
type command struct {
	summary string
	run     func(ctx context.Context, args []string, stdout, stderr io.Writer) int
}

// commands is the explicit list of subcommands.
func commands() map[string]command {
	return map[string]command{
		"analyze":   {"analyse Solidity files locally", runAnalyze},
		"scan":      {"scan Solidity files on a Vigil server (for CI)", runScan},
		"detectors": {"list the detectors", runDetectors},
		"version":   {"print the version", runVersion},
		"serve":     {"run the HTTP API and the scan workers", runServe},
		"keys":      {"create, list and revoke API keys", runKeys},
		"migrate":   {"apply the database migrations", runMigrate},
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run dispatches to a subcommand; tests call it to run the whole program.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	cmds := commands()
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stderr, cmds)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	c, ok := cmds[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "vigil: unknown command %q\n\n", args[0])
		usage(stderr, cmds)
		return 2
	}
	return c.run(ctx, args[1:], stdout, stderr)
}

func usage(w io.Writer, cmds map[string]command) {
	fmt.Fprintln(w, "usage: vigil <command> [flags]")
	fmt.Fprintln(w)
	names := make([]string, 0, len(cmds))
	for n := range cmds {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, cmds[n].summary)
	}
	fmt.Fprintln(w, "\nRun 'vigil <command> -h' for a command's flags.")
}

func runVersion(_ context.Context, _ []string, stdout, _ io.Writer) int {
	fmt.Fprintf(stdout, "vigil %s (engine %s)\n", version, engine.Version)
	return 0
}

// version is set at build time with -ldflags "-X main.version=…".
var version = "dev"
