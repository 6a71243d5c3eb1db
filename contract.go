package vigil

import "time"

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
	// Dependency marks a file uploaded only for what the others import from it: it is analysed with them, but
	// its own findings are not reported.
	Dependency bool `json:"dependency"`
}

// SourceFile is the text of one file of a contract.
type SourceFile struct {
	Path    string `json:"path"`
	Content []byte `json:"content"`
	// Dependency marks a file analysed with the others but whose own findings are not reported.
	Dependency bool `json:"dependency"`
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
