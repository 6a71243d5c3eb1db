package store

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path"
	"sort"
	"strings"
	"time"

	"github.com/vigilsec/vigil"
)

// NewContract builds the record of a new contract created at created, which every implementation stores as it
// is: a new id, the name (the first file's when none is given), the files' descriptions and the digest of the
// whole upload. It returns the files sorted by path, as they are stored. No files, or a path given twice, is
// VALIDATION_ERROR; every file a dependency is one too, as nothing would be reported.
func NewContract(in vigil.ContractCreate, created time.Time) (*vigil.Contract, []vigil.SourceFile, error) {
	if len(in.Files) == 0 {
		return nil, nil, vigil.ParamErrorf(vigil.CodeValidation, "files", "The upload has no files.")
	}
	files := append([]vigil.SourceFile(nil), in.Files...)
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	c := &vigil.Contract{
		ID: vigil.NewID("ctr"), OrgID: in.OrgID, Name: strings.TrimSpace(in.Name),
		CreatedAt: created, Metadata: in.Metadata,
	}
	if c.Metadata == nil {
		c.Metadata = map[string]string{}
	}
	whole := sha256.New()
	own := 0
	for i, f := range files {
		if i > 0 && f.Path == files[i-1].Path {
			return nil, nil, vigil.ParamErrorf(vigil.CodeValidation, "files", "The path %q appears twice.", f.Path)
		}
		sum := sha256.Sum256(f.Content)
		c.Files = append(c.Files, vigil.ContractFile{Path: f.Path, SHA256: hex.EncodeToString(sum[:]), Size: int64(len(f.Content)), Dependency: f.Dependency})
		// A dependency is marked in the digest, so that the same files sent with other roles are another upload;
		// an upload without dependencies keeps the digest it always had.
		if f.Dependency {
			fmt.Fprintf(whole, "%s\x00%x\x00dependency\x00", f.Path, sum)
		} else {
			fmt.Fprintf(whole, "%s\x00%x\x00", f.Path, sum)
			own++
		}
	}
	if own == 0 {
		return nil, nil, vigil.ParamErrorf(vigil.CodeValidation, "files", "Every file of the upload is a dependency, so there would be nothing to report.")
	}
	if c.Name == "" {
		c.Name = path.Base(firstOwn(files).Path)
	}
	c.SHA256 = hex.EncodeToString(whole.Sum(nil))
	return c, files, nil
}

// firstOwn returns the first file that is not a dependency; there is one.
func firstOwn(files []vigil.SourceFile) vigil.SourceFile {
	for _, f := range files {
		if !f.Dependency {
			return f
		}
	}
	return files[0]
}
