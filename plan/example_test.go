package plan_test

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/vigilsec/vigil/plan"
)

// A plans file changes only what it names; everything else keeps its default.
func ExampleLoad() {
	dir, err := os.MkdirTemp("", "plans")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "plans.yaml")
	content := "free:\n  requests_per_minute: 120\n  max_upload_bytes: 2MiB\n"
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		fmt.Println(err)
		return
	}
	plans, err := plan.Load(path)
	if err != nil {
		fmt.Println(err)
		return
	}
	free, _ := plans.Get(plan.Free)
	fmt.Printf("%d req/min, burst %d, %d bytes, %d files\n",
		free.RequestsPerMinute, free.Burst, free.MaxUploadBytes, free.MaxUploadFiles)
	fmt.Println(free.RequestLimit())
	// Output:
	// 120 req/min, burst 20, 2097152 bytes, 200 files
	// 120 per 1m0s (burst 20)
}
