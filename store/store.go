// Package store declares what the service keeps and how: the Store interface that every database
// implementation satisfies (store/sqlite now, PostgreSQL next), and the list specifications that the HTTP layer
// parses requests against and the implementations turn into SQL, so that every list endpoint goes through the
// one listquery code path. store/storetest is the conformance suite all implementations pass.
//
// The interfaces live here rather than in the root package because their list methods take a
// *listquery.Query, and listquery itself depends on the root package.
package store

import (
	"context"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
)

// ErrDeliveriesDisabled is what queueing a webhook delivery (a ping, a redelivery) returns on a store that has no
// delivery enqueuer: a program that embeds the API without the delivery worker. Scans still complete there and
// record their events, without deliveries.
var ErrDeliveriesDisabled = &vigil.Error{Code: vigil.CodeServiceUnavailable,
	Message: "Webhook deliveries are not enabled on this server, so nothing can be sent to a webhook."}

// List is one page of a list, with the total count in page style.
type List[T any] struct {
	listquery.Result[T]
	// TotalCount is the size of the whole list; it is counted only in page style.
	TotalCount int
}

// Store is everything the service keeps.
type Store interface {
	OrganizationService
	ContractService
	ScanService
	VulnerabilityService
	LimitService
	IdempotencyService
	WebhookService
	// Secret returns the named server secret (such as the cursor signing key), making size random bytes the
	// first time, so that every instance and restart shares it.
	Secret(ctx context.Context, name string, size int) ([]byte, error)
	// Ping checks that the database answers.
	Ping(ctx context.Context) error
	// Close releases the database.
	Close() error
}

// OrganizationService manages organisations and their API keys.
type OrganizationService interface {
	// CreateOrganization creates an organisation; a taken name is CONFLICT.
	CreateOrganization(ctx context.Context, name string, plan vigil.Plan) (*vigil.Organization, error)
	// FindOrganizationByName returns the named organisation, or NOT_FOUND.
	FindOrganizationByName(ctx context.Context, name string) (*vigil.Organization, error)
	// CountOrganizations returns how many organisations exist (zero on a fresh database).
	CountOrganizations(ctx context.Context) (int, error)

	// CreateAPIKey stores a new key for the organisation and returns it with its full text, which is never
	// available again.
	CreateAPIKey(ctx context.Context, orgID string, in vigil.APIKeyCreate) (*vigil.APIKey, string, error)
	// Authenticate returns the key and its organisation for a full key text. Any malformed, unknown, revoked
	// or expired key is UNAUTHORIZED with vigil.UnauthorizedMessage.
	Authenticate(ctx context.Context, token string) (*vigil.APIKey, *vigil.Organization, error)
	// ListAPIKeys lists the organisation's keys with a query parsed against Lists.APIKeys.
	ListAPIKeys(ctx context.Context, orgID string, q *listquery.Query) (*List[*vigil.APIKey], error)
	// RevokeAPIKey revokes one of the organisation's keys; revoking twice keeps the first time.
	RevokeAPIKey(ctx context.Context, orgID, keyID string) (*vigil.APIKey, error)
}

// ContractService stores contracts and their source.
type ContractService interface {
	// CreateContract stores the contract and its files and, when in.Scan, a queued scan with its job, all in
	// one transaction. The returned scan is nil when no scan was asked for.
	CreateContract(ctx context.Context, in vigil.ContractCreate) (*vigil.Contract, *vigil.Scan, error)
	// FindContract returns one of the organisation's contracts, or NOT_FOUND.
	FindContract(ctx context.Context, orgID, id string) (*vigil.Contract, error)
	// ListContracts lists contracts with a query parsed against Lists.Contracts.
	ListContracts(ctx context.Context, orgID string, q *listquery.Query) (*List[*vigil.Contract], error)
	// ContractSource returns every file of the contract with its text, in path order.
	ContractSource(ctx context.Context, orgID, id string) ([]vigil.SourceFile, error)
	// DeleteContract removes the contract with its scans and vulnerabilities.
	DeleteContract(ctx context.Context, orgID, id string) error
}

// ScanService stores scans. The worker side (StartScan, CompleteScan, FailScan) is not scoped to an
// organisation: it acts on the scan a job names.
type ScanService interface {
	// CreateScan queues a new scan of one of the organisation's contracts, with its job, in one transaction.
	CreateScan(ctx context.Context, orgID, contractID string) (*vigil.Scan, error)
	// FindScan returns one of the organisation's scans, or NOT_FOUND.
	FindScan(ctx context.Context, orgID, id string) (*vigil.Scan, error)
	// ListScans lists scans with a query parsed against Lists.Scans.
	ListScans(ctx context.Context, orgID string, q *listquery.Query) (*List[*vigil.Scan], error)
	// CancelScan cancels a queued or running scan; a finished scan is CONFLICT.
	CancelScan(ctx context.Context, orgID, id string) (*vigil.Scan, error)

	// StartScan marks a queued (or interrupted running) scan running and returns it with the contract's files.
	// It returns a nil scan when the scan is finished or gone: the job has nothing to do.
	StartScan(ctx context.Context, id string) (*vigil.Scan, []vigil.SourceFile, error)
	// CompleteScan stores the findings as vulnerabilities, carrying triage over by fingerprint, and marks the
	// scan completed. It does nothing when the scan is no longer running (it was canceled meanwhile).
	CompleteScan(ctx context.Context, id string, res vigil.ScanResult) error
	// FailScan marks a queued or running scan failed with the error and warnings.
	FailScan(ctx context.Context, id string, e vigil.ScanError, warnings []vigil.ScanWarning) error
}

// VulnerabilityService stores vulnerabilities and their triage.
type VulnerabilityService interface {
	// FindVulnerability returns one of the organisation's vulnerabilities, or NOT_FOUND.
	FindVulnerability(ctx context.Context, orgID, id string) (*vigil.Vulnerability, error)
	// ListVulnerabilities lists vulnerabilities with a query parsed against Lists.Vulnerabilities. Without a
	// scan_id filter only each contract's latest completed scan is searched.
	ListVulnerabilities(ctx context.Context, orgID string, q *listquery.Query) (*List[*vigil.Vulnerability], error)
	// UpdateVulnerability changes the triage of the vulnerability's fingerprint within its contract, which every
	// scan of that contract shares.
	UpdateVulnerability(ctx context.Context, orgID, id string, u vigil.VulnerabilityUpdate) (*vigil.Vulnerability, error)
}

// Lists holds the list specification of every list endpoint. Column names are those of the schema every
// implementation shares: the vulnerability list reads "vulnerabilities v JOIN triage t". Times are stored as
// Unix microseconds, so time sort keys are integers.
type Lists struct {
	APIKeys         listquery.Spec
	Contracts       listquery.Spec
	Scans           listquery.Spec
	Vulnerabilities listquery.Spec
}

// NewLists returns the list specifications, signing cursors with codec. Each names its list, so that a cursor of
// one list is INVALID_CURSOR on another.
func NewLists(codec *listquery.Codec) *Lists {
	created := func(col string) listquery.SortSpec { return listquery.SortSpec{Column: col, Type: listquery.TypeInt} }
	in := func(col string, values ...string) listquery.FilterSpec {
		return listquery.FilterSpec{Column: col, Kind: listquery.KindIn, Values: values}
	}
	strs := func(vs ...string) []string { return vs }
	severities := make([]string, len(vigil.Severities))
	for i, s := range vigil.Severities {
		severities[i] = string(s)
	}
	statuses := make([]string, len(vigil.ScanStatuses))
	for i, s := range vigil.ScanStatuses {
		statuses[i] = string(s)
	}
	triage := make([]string, len(vigil.VulnerabilityStatuses))
	for i, s := range vigil.VulnerabilityStatuses {
		triage[i] = string(s)
	}
	return &Lists{
		APIKeys: listquery.Spec{
			Name:        "api_keys",
			Sorts:       map[string]listquery.SortSpec{"created_at": created("created_at")},
			DefaultSort: "-created_at", TieBreaker: "id", Codec: codec,
		},
		Contracts: listquery.Spec{
			Name:    "contracts",
			Filters: map[string]listquery.FilterSpec{"name": {Column: "name", Kind: listquery.KindString}},
			Sorts: map[string]listquery.SortSpec{
				"created_at": created("created_at"),
				"name":       {Column: "name", Type: listquery.TypeString},
			},
			DefaultSort: "-created_at", TieBreaker: "id", Codec: codec,
		},
		Scans: listquery.Spec{
			Name: "scans",
			Filters: map[string]listquery.FilterSpec{
				"contract_id": {Column: "contract_id", Kind: listquery.KindString},
				"status":      in("status", statuses...),
			},
			Sorts:       map[string]listquery.SortSpec{"created_at": created("created_at")},
			DefaultSort: "-created_at", TieBreaker: "id", Codec: codec,
		},
		Vulnerabilities: listquery.Spec{
			Name: "vulnerabilities",
			Filters: map[string]listquery.FilterSpec{
				"severity":    in("v.severity", severities...),
				"scan_id":     {Column: "v.scan_id", Kind: listquery.KindString},
				"contract_id": {Column: "v.contract_id", Kind: listquery.KindString},
				"detector":    in("v.detector"),
				"swc":         in("v.swc"),
				"status":      in("t.status", triage...),
				"confidence":  in("v.confidence", strs("high", "medium", "low")...),
				"suppressed":  {Column: "v.suppressed", Kind: listquery.KindBool},
			},
			Sorts: map[string]listquery.SortSpec{
				"created_at": created("v.created_at"),
				"severity":   {Column: "v.severity_rank", Type: listquery.TypeInt},
				"confidence": {Column: "v.confidence_rank", Type: listquery.TypeInt},
				"detector":   {Column: "v.detector", Type: listquery.TypeString},
				"id":         {Column: "v.id", Type: listquery.TypeString},
			},
			DefaultSort: "-created_at", TieBreaker: "id", Codec: codec,
		},
	}
}
