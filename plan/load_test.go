package plan

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeFile writes content to a file called name in a fresh temporary directory and returns its path.
func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestLoad(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		file    string
		content string
		want    map[string]Plan // plans that differ from the defaults
	}{
		{
			name:    "json overrides one field",
			file:    "plans.json",
			content: `{"free": {"requests_per_minute": 120}}`,
			want:    map[string]Plan{Free: withFree(func(p *Plan) { p.RequestsPerMinute = 120 })},
		},
		{
			name: "yaml overrides fields of two plans",
			file: "plans.yaml",
			content: `# more for everyone
free:
  burst: 30
  max_upload_bytes: 2MiB
enterprise:
  concurrent_scans: 200
`,
			want: map[string]Plan{
				Free: withFree(func(p *Plan) { p.Burst, p.MaxUploadBytes = 30, 2<<20 }),
				Enterprise: func() Plan {
					p, _ := Defaults().Get(Enterprise)
					p.ConcurrentScans = 200
					return p
				}(),
			},
		},
		{
			name:    "yml extension, yaml number forms",
			file:    "plans.YML",
			content: "free:\n  scans_per_month: 1_000\n  max_upload_files: 0x100\n",
			want:    map[string]Plan{Free: withFree(func(p *Plan) { p.ScansPerMonth, p.MaxUploadFiles = 1000, 256 })},
		},
		{
			name:    "json size string",
			file:    "plans.json",
			content: `{"free": {"max_upload_bytes": "512 KiB"}}`,
			want:    map[string]Plan{Free: withFree(func(p *Plan) { p.MaxUploadBytes = 512 << 10 })},
		},
		{
			name:    "empty objects change nothing",
			file:    "plans.json",
			content: `{"free": {}}`,
			want:    nil,
		},
		{
			name:    "yaml anchors",
			file:    "plans.yaml",
			content: "free: &small\n  burst: 5\npro: *small\n",
			want: map[string]Plan{
				Free: withFree(func(p *Plan) { p.Burst = 5 }),
				Pro: func() Plan {
					p, _ := Defaults().Get(Pro)
					p.Burst = 5
					return p
				}(),
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s, err := Load(writeFile(t, tc.file, tc.content))
			if err != nil {
				t.Fatal(err)
			}
			for _, name := range Names() {
				want, changed := tc.want[name]
				if !changed {
					want, _ = Defaults().Get(name)
				}
				if got, _ := s.Get(name); got != want {
					t.Errorf("%s = %+v\nwant %+v", name, got, want)
				}
			}
		})
	}
}

// withFree returns the default free plan changed by change.
func withFree(change func(*Plan)) Plan {
	p, _ := Defaults().Get(Free)
	change(&p)
	return p
}

func TestLoadBadFiles(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		file    string
		content string
		want    string // substring of the error, after the file name
	}{
		{"unknown plan json", "p.json", `{"gold": {"burst": 5}}`,
			`line 1: unknown plan "gold" (known plans: free, pro, enterprise)`},
		{"unknown plan yaml", "p.yaml", "free:\n  burst: 5\ngold:\n  burst: 5\n",
			`line 3: unknown plan "gold"`},
		{"unknown field json", "p.json", "{\n  \"free\": {\n    \"rpm\": 5\n  }\n}",
			`line 3: plan "free": unknown field "rpm" (known fields: requests_per_minute, burst,`},
		{"unknown field yaml", "p.yaml", "pro:\n  requests_per_minute: 5\n  rps: 1\n",
			`line 3: plan "pro": unknown field "rps"`},
		{"plan twice yaml", "p.yaml", "free:\n  burst: 5\nfree:\n  burst: 6\n", `line 3: plan "free" is given twice`},
		{"plan twice json", "p.json", `{"free": {}, "free": {}}`, `plan "free" is given twice`},
		{"field twice json", "p.json", `{"free": {"burst": 1, "burst": 2}}`, `plan "free": field "burst" is given twice`},
		{"zero burst", "p.json", `{"free": {"burst": 0}}`, `plan "free": burst: must be between 1 and 10000000, got 0`},
		{"negative", "p.yaml", "free:\n  concurrent_scans: -2\n", `concurrent_scans: must be between 1 and 2147483647, got -2`},
		{"fraction json", "p.json", `{"free": {"burst": 1.5}}`, `burst: must be a whole number, got 1.5`},
		{"fraction yaml", "p.yaml", "free:\n  burst: 2.5\n", `burst: must be a whole number, got 2.5`},
		{"string count", "p.json", `{"free": {"burst": "10"}}`, `burst: must be a whole number, got "10"`},
		{"bool", "p.yaml", "free:\n  burst: true\n", `burst: must be a whole number, got true`},
		{"null", "p.json", `{"free": {"burst": null}}`, `burst: must be a whole number, got null`},
		{"empty yaml value", "p.yaml", "free:\n  burst:\n", `burst: must be a whole number, got null`},
		{"list", "p.json", `{"free": {"burst": [1]}}`, `burst: must be a whole number, got a list`},
		{"bad size unit", "p.yaml", "free:\n  max_upload_bytes: 3 parsecs\n", `must be a size like`},
		{"huge size", "p.yaml", "free:\n  max_upload_bytes: 99999999999GiB\n", `too large`},
		{"size over the cap", "p.yaml", "free:\n  max_upload_bytes: 2048GiB\n", `must be between 1 and 1099511627776`},
		{"number too big", "p.json", `{"free": {"scans_per_month": 99999999999999999999}}`, `must be a whole number`},
		{"plan not an object", "p.json", `{"free": 5}`, `plan "free" must be an object of fields`},
		{"plan not a mapping", "p.yaml", "free: 5\n", `line 1: plan "free" must be a mapping of fields`},
		{"top level list json", "p.json", `[1, 2]`, `must be a JSON object of plan names`},
		{"top level list yaml", "p.yaml", "- free\n", `must be a mapping of plan names`},
		{"broken json", "p.json", "{\n\"free\": {\"burst\": 5,}}", `line 2: invalid JSON`},
		{"trailing json", "p.json", `{"free": {}} {}`, `unexpected data after the top-level object`},
		{"broken yaml", "p.yaml", "free:\n  burst: [5\n", `invalid YAML`},
		{"two yaml documents", "p.yaml", "free: {}\n---\npro: {}\n", `more than one document`},
		{"empty file", "p.yaml", "  \n", `file is empty`},
		{"comments only", "p.yaml", "# nothing\n", `only comments`},
		{"unsupported extension", "p.toml", "[free]\n", `unsupported extension ".toml"`},
		{"no extension", "plans", "{}", `unsupported extension ""`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			path := writeFile(t, tc.file, tc.content)
			s, err := Load(path)
			if err == nil {
				t.Fatalf("no error; loaded %+v", s.All())
			}
			prefix := `plans file "` + path + `": `
			if msg := err.Error(); !strings.HasPrefix(msg, prefix) || !strings.Contains(msg, tc.want) {
				t.Fatalf("error %q\nwant it to start with %q and contain %q", msg, prefix, tc.want)
			}
		})
	}
}

func TestLoadMissingFile(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "absent.yaml")
	_, err := Load(path)
	if err == nil || !strings.Contains(err.Error(), "no such file") || !strings.Contains(err.Error(), path) {
		t.Fatalf("error %v, want one naming the missing file", err)
	}
}

func TestLoadTooLarge(t *testing.T) {
	t.Parallel()
	path := writeFile(t, "big.json", `{"free": {}}`+strings.Repeat(" ", maxFileSize))
	if _, err := Load(path); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Fatalf("error %v, want a size error", err)
	}
}

func TestParseSize(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in      string
		want    int64
		wantErr bool
	}{
		{"1048576", 1 << 20, false},
		{"1B", 1, false},
		{"512KiB", 512 << 10, false},
		{"512 kib", 512 << 10, false},
		{"16MiB", 16 << 20, false},
		{"2GiB", 2 << 30, false},
		{"3KB", 3_000, false},
		{"2MB", 2_000_000, false},
		{"1GB", 1_000_000_000, false},
		{" 7 MiB ", 7 << 20, false},
		{"", 0, true},
		{"MiB", 0, true},
		{"1.5MiB", 0, true},
		{"-1MiB", 0, true},
		{"10 TB", 0, true},
		{"9223372036854775807GiB", 0, true},
	}
	for _, tc := range tests {
		got, err := parseSize(tc.in)
		if (err != nil) != tc.wantErr || got != tc.want {
			t.Errorf("parseSize(%q) = %d, %v; want %d, error %v", tc.in, got, err, tc.want, tc.wantErr)
		}
	}
}

// TestFromEnv sets the environment, so it cannot run in parallel with other tests.
func TestFromEnv(t *testing.T) {
	t.Run("unset gives the defaults", func(t *testing.T) {
		t.Setenv(EnvFile, "")
		s, err := FromEnv()
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := s.Get(Free); got != withFree(func(*Plan) {}) {
			t.Fatalf("free = %+v", got)
		}
	})
	t.Run("a file overrides", func(t *testing.T) {
		t.Setenv(EnvFile, writeFile(t, "plans.json", `{"pro": {"burst": 7}}`))
		s, err := FromEnv()
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := s.Get(Pro); got.Burst != 7 {
			t.Fatalf("pro burst = %d, want 7", got.Burst)
		}
	})
	t.Run("a bad file names the variable and the file", func(t *testing.T) {
		path := writeFile(t, "plans.yaml", "free:\n  bust: 7\n")
		t.Setenv(EnvFile, path)
		_, err := FromEnv()
		want := `VIGIL_PLANS_FILE: plans file "` + path + `": line 2: plan "free": unknown field "bust"`
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Fatalf("error %v\nwant it to start with %s", err, want)
		}
	})
}
