package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
)

const keysUsage = `usage:
  vigil keys create --org NAME [--plan free|pro|enterprise] [--scopes a,b] [--name TEXT]
  vigil keys list   --org NAME
  vigil keys revoke --org NAME KEY_ID

create prints the new key alone on stdout; it is never shown again.
Every subcommand takes --database URL (default $VIGIL_DATABASE_URL or sqlite:vigil.db).
`

// runKeys is `vigil keys create|list|revoke`, which manage API keys directly in the database.
func runKeys(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprint(stderr, keysUsage)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	sub, args := args[0], args[1:]
	fs := flag.NewFlagSet("keys "+sub, flag.ContinueOnError)
	fs.SetOutput(stderr)
	dbURL := fs.String("database", envOr("VIGIL_DATABASE_URL", defaultDatabaseURL), "database URL, sqlite:PATH or postgres://…")
	orgName := fs.String("org", "", "organisation name (required)")
	var planName, scopes, name *string
	if sub == "create" {
		planName = fs.String("plan", string(vigil.PlanFree), "plan of a new organisation: free, pro or enterprise")
		scopes = fs.String("scopes", "", "comma-separated scopes (default: all)")
		name = fs.String("name", "", "a label for the key")
	}
	switch sub {
	case "create", "list", "revoke":
	default:
		fmt.Fprintf(stderr, "vigil keys: unknown subcommand %q\n\n%s", sub, keysUsage)
		return 2
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "vigil keys %s: %v\n", sub, err)
		return 1
	}
	if *orgName == "" {
		fmt.Fprintf(stderr, "vigil keys %s: --org is required\n", sub)
		return 2
	}
	if (sub == "revoke") != (fs.NArg() == 1) || (sub != "revoke" && fs.NArg() > 0) {
		fmt.Fprintf(stderr, "vigil keys %s: unexpected arguments %q\n\n%s", sub, fs.Args(), keysUsage)
		return 2
	}
	var create vigil.APIKeyCreate
	var plan vigil.Plan
	if sub == "create" {
		var err error
		if plan, err = vigil.ParsePlan(*planName); err != nil {
			return fail(err)
		}
		if *scopes != "" {
			if create.Scopes, err = vigil.ParseScopes(strings.Split(*scopes, ",")); err != nil {
				return fail(err)
			}
		}
		create.Name = *name
	}
	db, err := openDatabase(ctx, *dbURL, slog.New(slog.DiscardHandler))
	if err != nil {
		return fail(err)
	}
	defer db.Close()
	switch sub {
	case "create":
		err = keysCreate(ctx, db, *orgName, plan, create, stdout)
	case "list":
		err = keysList(ctx, db, *orgName, stdout)
	case "revoke":
		err = keysRevoke(ctx, db, *orgName, fs.Arg(0), stdout)
	}
	if err != nil {
		return fail(err)
	}
	return 0
}

func keysCreate(ctx context.Context, db store.Store, orgName string, plan vigil.Plan, in vigil.APIKeyCreate, stdout io.Writer) error {
	org, err := db.FindOrganizationByName(ctx, orgName)
	if vigil.ErrorCode(err) == vigil.CodeNotFound {
		org, err = db.CreateOrganization(ctx, orgName, plan)
	}
	if err != nil {
		return err
	}
	_, text, err := db.CreateAPIKey(ctx, org.ID, in)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, text)
	return nil
}

func keysList(ctx context.Context, db store.Store, orgName string, stdout io.Writer) error {
	org, err := db.FindOrganizationByName(ctx, orgName)
	if err != nil {
		return err
	}
	lists := store.NewLists(nil)
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tNAME\tKEY\tSCOPES\tCREATED\tLAST USED\tSTATUS")
	for page := 1; ; page++ {
		q, err := listquery.Parse(url.Values{"page": {fmt.Sprint(page)}, "per_page": {"100"}, "sort": {"created_at"}}, lists.APIKeys)
		if err != nil {
			return err
		}
		list, err := db.ListAPIKeys(ctx, org.ID, q)
		if err != nil {
			return err
		}
		for _, k := range list.Data {
			status := "active"
			switch {
			case k.RevokedAt != nil:
				status = "revoked " + k.RevokedAt.Format(time.DateOnly)
			case k.ExpiresAt != nil && !k.ExpiresAt.After(time.Now()):
				status = "expired"
			}
			used := "never"
			if k.LastUsedAt != nil {
				used = k.LastUsedAt.Format(time.DateTime)
			}
			scopes := make([]string, len(k.Scopes))
			for i, s := range k.Scopes {
				scopes[i] = string(s)
			}
			fmt.Fprintf(tw, "%s\t%s\t%s…%s\t%s\t%s\t%s\t%s\n", k.ID, k.Name, k.Prefix, k.Last4, strings.Join(scopes, ","),
				k.CreatedAt.Format(time.DateTime), used, status)
		}
		if !list.HasMore {
			break
		}
	}
	return tw.Flush()
}

func keysRevoke(ctx context.Context, db store.Store, orgName, keyID string, stdout io.Writer) error {
	org, err := db.FindOrganizationByName(ctx, orgName)
	if err != nil {
		return err
	}
	k, err := db.RevokeAPIKey(ctx, org.ID, keyID)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Revoked %s (%s…%s).\n", k.ID, k.Prefix, k.Last4)
	return nil
}
