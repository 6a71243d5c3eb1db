package main

import (
	"bufio"
	"bytes"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/vigilsec/vigil/engine"
	"github.com/vigilsec/vigil/solidity"
)

// Limits of the dependencies vigil analyze loads on its own, against an import graph that never ends.
const (
	maxDependencyFiles = 4000
	maxDependencyBytes = 128 << 20
)

// dependencies finds, on disk, the files that the sources import but that are not among them, and the files
// those import in turn, as the compiler would: relative imports next to the importing file; other imports
// through the project's remappings (remappings.txt, or the remappings list of foundry.toml), then in a
// node_modules directory above the importing file, then from the project's root and its lib/ directory (Foundry's
// dependencies). Each dependency is named by its import path (its source unit name, as the compiler names
// it), which is how the analysis matches imports to files. Imports found nowhere are left to the analysis,
// which warns about them.
func dependencies(sources []engine.Source) []engine.Source {
	r := newResolver(sources)
	type unit struct{ name, disk string }
	queue := make([]unit, 0, len(sources))
	for _, s := range sources {
		queue = append(queue, unit{s.Path, s.Path})
	}
	contents := make(map[string][]byte, len(sources))
	for _, s := range sources {
		contents[s.Path] = s.Content
	}
	var deps []engine.Source
	total := 0
	for i := 0; i < len(queue) && len(deps) < maxDependencyFiles; i++ {
		u := queue[i]
		for _, imp := range importPaths(u.name, contents[u.name]) {
			name, disk := r.resolve(u.name, u.disk, imp)
			if name == "" || r.known(name) {
				continue
			}
			content, err := os.ReadFile(disk)
			if err != nil || total+len(content) > maxDependencyBytes {
				continue
			}
			total += len(content)
			r.add(name)
			contents[name] = content
			deps = append(deps, engine.Source{Path: name, Content: content})
			queue = append(queue, unit{name, disk})
		}
	}
	return deps
}

// importPaths returns the paths a source imports.
func importPaths(name string, content []byte) []string {
	if !bytes.Contains(content, []byte("import")) {
		return nil
	}
	f := solidity.Parse(name, content)
	if f == nil || f.Unit == nil {
		return nil
	}
	var out []string
	for _, it := range f.Unit.Items {
		if imp, ok := it.(*solidity.ImportDirective); ok && imp.Path != "" {
			out = append(out, imp.Path)
		}
	}
	return out
}

// resolver finds imported files on disk.
type resolver struct {
	root       string      // the project's root: where remappings.txt, foundry.toml or package.json is
	remappings []remapping // longest prefix first
	names      map[string]bool
	loaded     []string // the names of the sources given and found so far
}

// remapping replaces an import path's prefix with a directory, as the compiler's prefix=target remappings do.
type remapping struct{ prefix, target string }

func newResolver(sources []engine.Source) *resolver {
	r := &resolver{names: map[string]bool{}}
	for _, s := range sources {
		r.add(s.Path)
	}
	start := "."
	if len(sources) > 0 {
		start = filepath.Dir(sources[0].Path)
	}
	r.root = projectRoot(start)
	r.remappings = readRemappings(r.root)
	return r
}

func (r *resolver) add(name string) {
	name = path.Clean(filepath.ToSlash(name))
	r.names[name] = true
	r.loaded = append(r.loaded, name)
}

// known reports whether a file of that name is loaded, or one the analysis will match the import to: a
// loaded path ending with it (the user gave contracts/ and the import says contracts/A.sol from the root).
func (r *resolver) known(name string) bool {
	if r.names[name] {
		return true
	}
	for _, p := range r.loaded {
		if strings.HasSuffix(p, "/"+name) {
			return true
		}
	}
	return false
}

// resolve returns the source unit name and the file on disk of import imp in the unit named from, read from
// the file fromDisk; "" when no file is found.
func (r *resolver) resolve(from, fromDisk, imp string) (name, disk string) {
	imp = filepath.ToSlash(imp)
	if strings.HasPrefix(imp, "./") || strings.HasPrefix(imp, "../") {
		name = path.Clean(path.Join(path.Dir(filepath.ToSlash(from)), imp))
		disk = filepath.Join(filepath.Dir(fromDisk), filepath.FromSlash(imp))
		if isFile(disk) {
			return name, disk
		}
		return "", ""
	}
	name = path.Clean(imp)
	if r.known(name) {
		return name, ""
	}
	for _, m := range r.remappings {
		if strings.HasPrefix(name, m.prefix) {
			if d := filepath.Join(m.target, filepath.FromSlash(strings.TrimPrefix(name, m.prefix))); isFile(d) {
				return name, d
			}
		}
	}
	for dir := filepath.Dir(fromDisk); ; dir = filepath.Dir(dir) {
		if d := filepath.Join(dir, "node_modules", filepath.FromSlash(name)); isFile(d) {
			return name, d
		}
		if parent := filepath.Dir(dir); parent == dir || dir == "." {
			break
		}
	}
	if d := filepath.Join(r.root, filepath.FromSlash(name)); isFile(d) {
		return name, d
	}
	// Foundry keeps dependencies in lib/NAME, with their sources in src/ or contracts/.
	if first, rest, ok := strings.Cut(name, "/"); ok {
		for _, sub := range []string{"src", "contracts", ""} {
			if d := filepath.Join(r.root, "lib", first, sub, filepath.FromSlash(rest)); isFile(d) {
				return name, d
			}
		}
	}
	return "", ""
}

// isFile reports whether p is a regular file.
func isFile(p string) bool {
	info, err := os.Stat(p)
	return err == nil && info.Mode().IsRegular()
}

// projectRoot returns the nearest directory at or above dir that holds remappings.txt, foundry.toml,
// package.json or a Hardhat configuration, or dir when there is none.
func projectRoot(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return dir
	}
	for d := abs; ; d = filepath.Dir(d) {
		for _, marker := range []string{"remappings.txt", "foundry.toml", "package.json", "hardhat.config.js", "hardhat.config.ts"} {
			if isFile(filepath.Join(d, marker)) {
				return relativeToWorkdir(d)
			}
		}
		if filepath.Dir(d) == d {
			return dir
		}
	}
}

// relativeToWorkdir returns p relative to the working directory when it lies under it, so that the paths of
// dependencies read from it stay short; p itself otherwise.
func relativeToWorkdir(p string) string {
	wd, err := os.Getwd()
	if err != nil {
		return p
	}
	if rel, err := filepath.Rel(wd, p); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return p
}

// readRemappings reads the remappings of the project at root: remappings.txt, else the remappings list of
// foundry.toml. Targets are relative to root unless absolute. The longest prefix comes first, so that it wins.
func readRemappings(root string) []remapping {
	var lines []string
	if b, err := os.ReadFile(filepath.Join(root, "remappings.txt")); err == nil {
		sc := bufio.NewScanner(bytes.NewReader(b))
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
	} else if b, err := os.ReadFile(filepath.Join(root, "foundry.toml")); err == nil {
		lines = tomlRemappings(string(b))
	}
	var out []remapping
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		if ctx, rest, ok := strings.Cut(l, ":"); ok && !strings.Contains(ctx, "=") {
			l = rest // context:prefix=target: the context is not told apart
		}
		prefix, target, ok := strings.Cut(l, "=")
		if !ok || prefix == "" {
			continue
		}
		t := filepath.FromSlash(target)
		if !filepath.IsAbs(t) {
			t = filepath.Join(root, t)
		}
		out = append(out, remapping{prefix: prefix, target: t})
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i].prefix) > len(out[j].prefix) })
	return out
}

// tomlRemappings returns the strings of the remappings = [...] list of a foundry.toml.
func tomlRemappings(toml string) []string {
	i := strings.Index(toml, "remappings")
	if i < 0 {
		return nil
	}
	rest := toml[i:]
	open, end := strings.IndexByte(rest, '['), strings.IndexByte(rest, ']')
	if open < 0 || end < open {
		return nil
	}
	var out []string
	for _, part := range strings.Split(rest[open+1:end], ",") {
		part = strings.Trim(strings.TrimSpace(part), `"'`)
		if part != "" {
			out = append(out, part)
		}
	}
	return out
}
