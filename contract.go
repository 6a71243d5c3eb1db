package vigil

import (
	"context"
	"time"
)

// Contract is one upload of Solidity source files, analysed together as a unit.
type Contract struct {
	ID           string            `json:"id"`
	OrgID        string            `json:"-"`
	Name         string            `json:"name"`
	Files        []ContractFile    `json:"files"`
	SHA256       string            `json:"sha256"`
	CreatedAt    time.Time         `json:"created_at"`
	LatestScanID *string           `json:"latest_scan_id"`
	Metadata     map[string]string `json:"metadata"`
}

// ContractFile describes one stored file of a contract; the text itself is served separately.
type ContractFile struct {
	Path   string `json:"path"`
	SHA256 string `json:"sha256"`
	Size   int64  `json:"size"`
}

// SourceFile is the text of one file of a contract.
type SourceFile struct {
	Path    string `json:"path"`
	Content []byte `json:"content"`
}

// ContractCreate is a new upload.
type ContractCreate struct {
	OrgID    string
	Name     string
	Files    []SourceFile
	Metadata map[string]string
	// Scan starts a scan of the new contract in the same transaction.
	Scan bool
}

// ContractFilter selects an organisation's contracts.
type ContractFilter struct {
	OrgID string
	ListOptions
}

// ContractService stores contracts and their source.
type ContractService interface {
	// CreateContract stores the contract and its files and, when in.Scan, a queued scan with its job, all in
	// one transaction. The returned scan is nil when no scan was asked for.
	CreateContract(ctx context.Context, in ContractCreate) (*Contract, *Scan, error)
	// FindContract returns one of the organisation's contracts, or NOT_FOUND.
	FindContract(ctx context.Context, orgID, id string) (*Contract, error)
	// ListContracts lists contracts; sort fields: created_at, name.
	ListContracts(ctx context.Context, f ContractFilter) (*Page[*Contract], error)
	// ContractSource returns every file of the contract with its text, in path order.
	ContractSource(ctx context.Context, orgID, id string) ([]SourceFile, error)
	// DeleteContract removes the contract with its scans and vulnerabilities.
	DeleteContract(ctx context.Context, orgID, id string) error
}
