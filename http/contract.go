package http

import (
	"net/http"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/upload"
)

// uploadBody is the response to an upload: the contract, the scan it started (null with scan=false) and the
// files it received but does not analyse.
type uploadBody struct {
	*vigil.Contract
	Scan         *vigil.Scan `json:"scan"`
	IgnoredFiles []string    `json:"ignored_files"`
}

// sourceBody is the text of every file of a contract.
type sourceBody struct {
	ContractID string       `json:"contract_id"`
	Files      []sourceFile `json:"files"`
}

type sourceFile struct {
	Path       string `json:"path"`
	Content    string `json:"content"`
	Dependency bool   `json:"dependency"`
}

// uploadContract handles POST /contracts/upload: JSON, multipart or zip, then a scan unless scan=false.
func (s *Server) uploadContract(w http.ResponseWriter, r *http.Request) error {
	p := principalOf(r)
	pl := s.planOf(p.org)
	up, err := upload.Parse(r, upload.Limits{MaxBytes: pl.MaxUploadBytes, MaxFiles: pl.MaxUploadFiles})
	if err != nil {
		return err
	}
	files := make([]vigil.SourceFile, len(up.Files))
	for i, f := range up.Files {
		files[i] = vigil.SourceFile{Path: f.Path, Content: f.Content, Dependency: f.Dependency}
	}
	c, scan, err := s.store.CreateContract(r.Context(), vigil.ContractCreate{OrgID: p.org.ID, Name: up.Name, Files: files, Scan: up.Scan})
	if err != nil {
		return err
	}
	ignored := up.Ignored
	if ignored == nil {
		ignored = []string{}
	}
	w.Header().Set("Location", APIPrefix+"/contracts/"+c.ID)
	return writeJSON(w, r, http.StatusCreated, uploadBody{Contract: c, Scan: scan, IgnoredFiles: ignored})
}

func (s *Server) listContracts(w http.ResponseWriter, r *http.Request) error {
	p := principalOf(r)
	return serveList(w, r, s.lists.Contracts, func(q *listquery.Query) (*store.List[*vigil.Contract], error) {
		return s.store.ListContracts(r.Context(), p.org.ID, q)
	})
}

func (s *Server) getContract(w http.ResponseWriter, r *http.Request) error {
	c, err := s.store.FindContract(r.Context(), principalOf(r).org.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	return writeResource(w, r, c)
}

func (s *Server) getContractSource(w http.ResponseWriter, r *http.Request) error {
	id := r.PathValue("id")
	files, err := s.store.ContractSource(r.Context(), principalOf(r).org.ID, id)
	if err != nil {
		return err
	}
	body := sourceBody{ContractID: id, Files: make([]sourceFile, len(files))}
	for i, f := range files {
		body.Files[i] = sourceFile{Path: f.Path, Content: string(f.Content), Dependency: f.Dependency}
	}
	return writeResource(w, r, body)
}

func (s *Server) deleteContract(w http.ResponseWriter, r *http.Request) error {
	if err := s.store.DeleteContract(r.Context(), principalOf(r).org.ID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// rescanContract handles POST /contracts/{id}/scans: 202 with the queued scan and its Location.
func (s *Server) rescanContract(w http.ResponseWriter, r *http.Request) error {
	scan, err := s.store.CreateScan(r.Context(), principalOf(r).org.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	w.Header().Set("Location", APIPrefix+"/scans/"+scan.ID)
	return writeJSON(w, r, http.StatusAccepted, scan)
}
