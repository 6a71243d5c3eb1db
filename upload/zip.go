package upload

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"errors"
	"hash/crc32"
	"io"
	"io/fs"
	"strings"

	"github.com/vigilsec/vigil"
)

// zipEncrypted is the general-purpose flag bit of an encrypted entry (APPNOTE 4.4.4, bit 0).
const zipEncrypted = 0x1

// maxEntriesPerFile bounds the raw entries of an archive, relative to Limits.MaxFiles: enough for a directory
// entry and a __MACOSX/ twin beside every file.
const maxEntriesPerFile = 4

// readZip reads the .sol files of a zip archive held in memory (its size is already bounded by the body limit).
//
// The sizes in the archive's headers are only used to refuse early; the limits are enforced on the bytes the
// decompressor actually produces, so a lying header or a zip bomb stops at the limit, whatever it claims.
func (p *parser) readZip(data []byte, in field) error {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	// ErrInsecurePath comes with a usable reader; every name is checked below with a clearer message.
	if err != nil && !errors.Is(err, zip.ErrInsecurePath) {
		return vigil.ParamErrorf(vigil.CodeValidation, in.param, "the archive is not a valid zip file: %v", err)
	}
	// Files are counted as they are claimed (directories and __MACOSX/ metadata do not count); this bound on the
	// raw entries only caps the work an archive of empty entries can cause.
	if len(zr.File) > maxEntriesPerFile*p.lim.MaxFiles {
		return tooManyFiles(p.lim.MaxFiles, in.param)
	}
	for _, f := range zr.File {
		if err := p.readZipEntry(f, in); err != nil {
			return err
		}
	}
	return nil
}

// readZipEntry checks one archive entry and, when it is a .sol file, reads it.
func (p *parser) readZipEntry(f *zip.File, in field) error {
	name := f.Name
	if strings.HasPrefix(name, "__MACOSX/") {
		return nil
	}
	clean, err := cleanPath(name, true)
	if err != nil {
		return vigil.ParamErrorf(vigil.CodeValidation, in.param, "the archive entry %q %v", name, err)
	}
	mode := f.Mode()
	if mode&fs.ModeSymlink != 0 {
		return vigil.ParamErrorf(vigil.CodeValidation, in.param, "the archive entry %q is a symbolic link; archives must contain regular files only", name)
	}
	if mode.IsDir() || strings.HasSuffix(name, "/") {
		return nil
	}
	if !mode.IsRegular() {
		return vigil.ParamErrorf(vigil.CodeValidation, in.param, "the archive entry %q is not a regular file", name)
	}
	if f.Flags&zipEncrypted != 0 {
		return vigil.ParamErrorf(vigil.CodeValidation, in.param, "the archive entry %q is encrypted; encrypted archives are not supported", name)
	}
	if !isSolidity(clean) || isHidden(clean) {
		// Nested archives and other files are listed, never opened.
		return p.addFile(clean, nil, in)
	}
	// Refuse early what the header admits is too big; what it hides is caught while reading.
	if f.UncompressedSize64 > uint64(p.lim.MaxFileBytes) {
		return fileTooLarge(clean, p.lim.MaxFileBytes, in.param)
	}
	if f.UncompressedSize64 > uint64(p.lim.MaxBytes-p.total) {
		return tooLarge(p.lim.MaxBytes)
	}
	budget := min(p.lim.MaxFileBytes, p.lim.MaxBytes-p.total)
	content, err := readEntry(f, budget, in.param)
	if err != nil {
		return err
	}
	if int64(len(content)) > budget {
		if budget == p.lim.MaxFileBytes {
			return fileTooLarge(clean, p.lim.MaxFileBytes, in.param)
		}
		return tooLarge(p.lim.MaxBytes)
	}
	return p.addFile(clean, content, in)
}

// readEntry decompresses an entry itself, from its raw bytes, stopping one byte past budget so the caller can
// tell it went over. The archive reader's own checks stop at the size the header claims, which would make a
// bomb with a lying header look merely corrupt; counting here makes every bomb a PAYLOAD_TOO_LARGE. The
// checksum and the claimed size are verified afterwards, so a corrupt entry is still refused.
func readEntry(f *zip.File, budget int64, param string) ([]byte, error) {
	raw, err := f.OpenRaw()
	if err != nil {
		return nil, entryError(param, f.Name, err)
	}
	var r io.Reader
	switch f.Method {
	case zip.Store:
		r = raw
	case zip.Deflate:
		fr := flate.NewReader(raw)
		defer fr.Close()
		r = fr
	default:
		return nil, entryError(param, f.Name, zip.ErrAlgorithm)
	}
	var buf bytes.Buffer
	// Grow from the header's claim only up to the budget: a lying header must not make us allocate more.
	buf.Grow(int(min(f.UncompressedSize64, uint64(budget)+1)))
	if _, err := io.Copy(&buf, io.LimitReader(r, budget+1)); err != nil {
		return nil, entryError(param, f.Name, err)
	}
	content := buf.Bytes()
	if int64(len(content)) > budget {
		return content, nil
	}
	if uint64(len(content)) != f.UncompressedSize64 {
		return nil, entryError(param, f.Name, zip.ErrFormat)
	}
	// Like archive/zip, a zero CRC in the central directory means the archiver did not record one.
	if f.CRC32 != 0 && crc32.ChecksumIEEE(content) != f.CRC32 {
		return nil, entryError(param, f.Name, zip.ErrChecksum)
	}
	return content, nil
}

// entryError is the error for an archive entry that cannot be decompressed; param names where the archive was
// sent.
func entryError(param, name string, err error) error {
	if errors.Is(err, zip.ErrAlgorithm) {
		return vigil.ParamErrorf(vigil.CodeValidation, param, "the archive entry %q uses an unsupported compression method", name)
	}
	return vigil.ParamErrorf(vigil.CodeValidation, param, "the archive entry %q is corrupt: %v", name, err)
}
