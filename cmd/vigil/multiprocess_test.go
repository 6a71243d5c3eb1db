package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/vigilsec/vigil/store/postgres/pgtest"
	"github.com/vigilsec/vigil/webhook"
)

// Settings of the multi-process test: the rescue delay is short so that the jobs of the killed worker come back
// quickly, and longer than the scan timeout as serve requires.
const (
	multiUploads     = 200
	multiScanTimeout = "5s"
	multiRescueAfter = "10s"
	// multiDeadline bounds the whole run after the processes are up.
	multiDeadline = 150 * time.Second
)

// TestMultiProcessKilledWorker builds the real binary and runs one API process and two worker processes on one
// fresh PostgreSQL database, all started at once (so their migrations meet at the advisory lock). It uploads 200
// contracts, kills one worker with SIGKILL while it is running scans, and checks that River's rescuer hands
// those jobs to the other worker: every scan ends completed, no scan completes twice (one scan.completed event
// and one set of vulnerabilities each), and every scan.completed event reaches a webhook receiver, once per scan
// after deduplication by webhook-id.
func TestMultiProcessKilledWorker(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: skipping the multi-process test, which builds the binary and runs it for about a minute")
	}
	dbURL := pgtest.NewDatabase(t)
	bin := buildVigil(t)
	ctx, cancel := context.WithTimeout(context.Background(), multiDeadline+time.Minute)
	defer cancel()

	env := []string{
		"VIGIL_DATABASE_URL=" + dbURL,
		"VIGIL_SCAN_TIMEOUT=" + multiScanTimeout,
		"VIGIL_RESCUE_AFTER=" + multiRescueAfter,
		"VIGIL_SCAN_WORKERS=2",
		// The receiver below listens on 127.0.0.1.
		"VIGIL_WEBHOOK_ALLOW_PRIVATE=true",
	}
	dir := t.TempDir()
	// All three at once, on a database with no tables yet.
	api := startProcess(t, bin, dir, "api", env, "serve", "--api", "--addr", "127.0.0.1:0")
	w1 := startProcess(t, bin, dir, "worker1", env, "serve", "--worker", "--addr", "127.0.0.1:0")
	w2 := startProcess(t, bin, dir, "worker2", env, "serve", "--worker", "--addr", "127.0.0.1:0")
	for _, p := range []*process{api, w1, w2} {
		p.waitListening(t, 60*time.Second)
	}
	// Migrations already applied by the servers: `vigil migrate` finds nothing to do.
	if out := runBinary(t, bin, env, "migrate"); !strings.Contains(out, "up to date") {
		t.Errorf("vigil migrate printed %q", out)
	}
	// An enterprise organisation, so that the plan's limits leave room for 200 uploads.
	key := strings.TrimSpace(runBinary(t, bin, env, "keys", "create", "--org", "load", "--plan", "enterprise", "--name", "multi-process test"))
	if !keyPattern.MatchString(key) {
		t.Fatalf("vigil keys create printed %q, want a key", key)
	}
	w1ID, w2ID := w1.riverClientID(t, 30*time.Second), w2.riverClientID(t, 30*time.Second)

	pool, err := pgxpool.New(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)

	receiver := newWebhookReceiver(t)
	var created struct {
		Secret string `json:"secret"`
	}
	if status := apiCall(t, api.url, key, "POST", "/api/v1/webhooks",
		fmt.Sprintf(`{"url": %q, "events": ["scan.completed"]}`, receiver.server.URL), &created); status != http.StatusCreated || created.Secret == "" {
		t.Fatalf("create webhook = %d, secret %q", status, created.Secret)
	}
	receiver.setSecret(created.Secret)

	// Uploads from a few clients at once; once a third are in and worker 1 is running a scan, worker 1 dies.
	source := slowContract(800)
	var uploaded atomic.Int64
	scanIDs := make([]string, multiUploads)
	var wg sync.WaitGroup
	next := make(chan int)
	for range 6 {
		wg.Go(func() {
			for i := range next {
				var body struct {
					Scan struct {
						ID string `json:"id"`
					} `json:"scan"`
				}
				req := fmt.Sprintf(`{"name": "bank-%03d", "files": [{"path": "Bank.sol", "content": %q}]}`, i, source)
				if status := apiCall(t, api.url, key, "POST", "/api/v1/contracts/upload", req, &body); status != http.StatusCreated || body.Scan.ID == "" {
					t.Errorf("upload %d = %d, scan %q", i, status, body.Scan.ID)
					continue
				}
				scanIDs[i] = body.Scan.ID
				uploaded.Add(1)
			}
		})
	}
	killed := make(chan []string, 1)
	go func() { killed <- killWhileRunning(ctx, t, pool, w1, w1ID, &uploaded) }()
	for i := range multiUploads {
		next <- i
	}
	close(next)
	wg.Wait()
	if t.Failed() {
		t.FailNow()
	}
	orphans := <-killed
	if len(orphans) == 0 {
		t.Fatal("worker 1 was killed with no scan job running: the test proves nothing")
	}
	t.Logf("worker 1 killed with %d scan jobs running: %v", len(orphans), orphans)

	// Every scan completes, the orphans once River's rescuer hands them to worker 2.
	deadline := time.Now().Add(multiDeadline)
	for {
		counts := map[string]int{}
		rows, err := pool.Query(ctx, "SELECT status, COUNT(*) FROM scans GROUP BY status")
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var s string
			var n int
			if err := rows.Scan(&s, &n); err != nil {
				t.Fatal(err)
			}
			counts[s] = n
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		if counts["completed"] == multiUploads {
			break
		}
		if counts["failed"] > 0 || counts["canceled"] > 0 || time.Now().After(deadline) {
			t.Fatalf("scans by status: %v; want all %d completed", counts, multiUploads)
		}
		time.Sleep(500 * time.Millisecond)
	}

	count := func(query string, args ...any) int {
		t.Helper()
		var n int
		if err := pool.QueryRow(ctx, query, args...).Scan(&n); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
		return n
	}
	// One job per scan, each completed; the orphans were run again. A job's own row is marked completed by the
	// queue's completer shortly after the job's work (the scan row) commits, so wait for it.
	for time.Now().Before(deadline) &&
		count("SELECT COUNT(DISTINCT args->>'scan_id') FROM river_job WHERE kind = 'vigil.scan' AND state = 'completed'") != multiUploads {
		time.Sleep(200 * time.Millisecond)
	}
	if n := count("SELECT COUNT(DISTINCT args->>'scan_id') FROM river_job WHERE kind = 'vigil.scan' AND state = 'completed'"); n != multiUploads {
		t.Errorf("%d scans have a completed job, want %d", n, multiUploads)
	}
	if n := count("SELECT COUNT(*) FROM river_job WHERE kind = 'vigil.scan'"); n != multiUploads {
		t.Errorf("%d scan jobs, want one per scan (%d)", n, multiUploads)
	}
	if n := count("SELECT COUNT(*) FROM river_job WHERE id::text = ANY($1) AND attempt >= 2 AND state = 'completed'", orphans); n != len(orphans) {
		t.Errorf("%d of the %d jobs running on the killed worker were rescued and completed", n, len(orphans))
	}
	// Only the workers worked jobs: the API process inserts them and nothing else.
	if n := count("SELECT COUNT(*) FROM (SELECT DISTINCT unnest(attempted_by) AS client FROM river_job) x WHERE client NOT IN ($1, $2)", w1ID, w2ID); n != 0 {
		t.Errorf("%d River clients besides the two workers worked jobs", n)
	}
	// No scan completed twice: one scan.completed event each, and the same vulnerabilities for the same source.
	if n := count(`SELECT COUNT(*) FROM (SELECT convert_from(payload, 'UTF8')::jsonb #>> '{data,scan_id}' AS scan_id FROM webhook_events
		WHERE type = 'scan.completed' GROUP BY 1 HAVING COUNT(*) = 1) x`); n != multiUploads {
		t.Errorf("%d scans have exactly one scan.completed event, want %d", n, multiUploads)
	}
	if n := count("SELECT COUNT(*) FROM webhook_events WHERE type = 'scan.completed'"); n != multiUploads {
		t.Errorf("%d scan.completed events, want %d", n, multiUploads)
	}
	if n := count("SELECT COUNT(*) FROM (SELECT 1 FROM vulnerabilities GROUP BY scan_id, fingerprint HAVING COUNT(*) > 1) x"); n != 0 {
		t.Errorf("%d vulnerabilities stored twice in one scan", n)
	}
	perScan := count("SELECT COUNT(*) FROM vulnerabilities WHERE scan_id = $1", scanIDs[0])
	if perScan == 0 {
		t.Errorf("scan %s found nothing in a contract with a reentrancy", scanIDs[0])
	}
	if n := count("SELECT COUNT(*) FROM (SELECT scan_id FROM vulnerabilities GROUP BY scan_id HAVING COUNT(*) = $1) x", perScan); n != multiUploads {
		t.Errorf("%d scans have %d vulnerabilities like every other, want %d", n, perScan, multiUploads)
	}

	// Every scan.completed event is delivered at least once, one logical event per scan.
	for {
		got := receiver.scans()
		if len(got) == multiUploads {
			for _, id := range scanIDs {
				if got[id] != 1 {
					t.Errorf("scan %s: %d distinct scan.completed events delivered, want 1", id, got[id])
				}
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("scan.completed delivered for %d scans, want %d", len(got), multiUploads)
		}
		time.Sleep(250 * time.Millisecond)
	}
	if bad := receiver.badDeliveries(); bad != nil {
		t.Errorf("deliveries that fail verification: %v", bad)
	}
	t.Logf("%d deliveries received for %d events", receiver.deliveries(), multiUploads)

	// The survivors shut down cleanly.
	for _, p := range []*process{api, w2} {
		if code := p.stop(t, 30*time.Second); code != 0 {
			t.Errorf("%s exited with %d after SIGTERM", p.name, code)
		}
	}
}

// killWhileRunning kills worker p (River client id clientID) with SIGKILL as soon as a third of the uploads
// are in and it is running a scan, and returns the ids of the scan jobs it left running.
func killWhileRunning(ctx context.Context, t *testing.T, pool *pgxpool.Pool, p *process, clientID string, uploaded *atomic.Int64) []string {
	const runningOnWorker = `SELECT COALESCE(array_agg(id::text), '{}') FROM river_job
		WHERE kind = 'vigil.scan' AND state = 'running' AND attempted_by[array_length(attempted_by, 1)] = $1`
	deadline := time.Now().Add(multiDeadline)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		if uploaded.Load() < multiUploads/3 {
			time.Sleep(10 * time.Millisecond)
			continue
		}
		var running []string
		if err := pool.QueryRow(ctx, runningOnWorker, clientID).Scan(&running); err != nil {
			t.Errorf("jobs running on %s: %v", p.name, err)
			return nil
		}
		if len(running) == 0 {
			time.Sleep(2 * time.Millisecond)
			continue
		}
		if err := p.cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Errorf("kill %s: %v", p.name, err)
			return nil
		}
		<-p.exited
		// A job that finished between the query and the kill is no longer running; count only the others.
		if err := pool.QueryRow(ctx, runningOnWorker, clientID).Scan(&running); err != nil {
			t.Errorf("jobs left running on %s: %v", p.name, err)
			return nil
		}
		return running
	}
	return nil
}

// slowContract is a contract with one reentrancy and n safe functions, enough to keep a worker busy for a
// while on each scan.
func slowContract(n int) string {
	var b strings.Builder
	b.WriteString(`pragma solidity 0.8.19;
contract Bank {
    mapping(address => uint) private balances;
    function deposit() external payable { balances[msg.sender] += msg.value; }
    function withdraw(uint amount) external {
        require(balances[msg.sender] >= amount);
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        balances[msg.sender] -= amount;
    }
`)
	for i := range n {
		fmt.Fprintf(&b, `    function calc%d(uint a, uint b) public pure returns (uint) {
        uint s = a;
        if (b > %d) { s = s * 2 + b; } else { s = s + %d; }
        return s / 3;
    }
`, i, i, i)
	}
	b.WriteString("}\n")
	return b.String()
}

// buildVigil builds the vigil binary into a temporary directory.
func buildVigil(t *testing.T) string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	bin := filepath.Join(t.TempDir(), "vigil")
	cmd := exec.Command(goTool, "build", "-o", bin, ".")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// processEnv is the test's environment without any VIGIL_ variable, plus env.
func processEnv(env []string) []string {
	var out []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "VIGIL_") {
			out = append(out, kv)
		}
	}
	return append(out, env...)
}

// runBinary runs one vigil command to completion and returns its stdout.
func runBinary(t *testing.T, bin string, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = processEnv(env)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("vigil %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return stdout.String()
}

// process is a running vigil serve.
type process struct {
	name   string
	cmd    *exec.Cmd
	url    string
	listen chan string
	exited chan struct{}
	// logs is the process's stderr: its JSON log.
	logs lockedBuffer
}

var listeningLine = regexp.MustCompile(`^Vigil is listening on (http://\S+)`)

// startProcess starts `vigil args...` in dir; the process is killed at the end of the test if still running,
// and its log is shown when the test fails.
func startProcess(t *testing.T, bin, dir, name string, env []string, args ...string) *process {
	t.Helper()
	p := &process{name: name, cmd: exec.Command(bin, args...), listen: make(chan string, 1), exited: make(chan struct{})}
	p.cmd.Dir = dir
	p.cmd.Env = processEnv(env)
	p.cmd.Stderr = &p.logs
	stdout, err := p.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", name, err)
	}
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if m := listeningLine.FindStringSubmatch(sc.Text()); m != nil {
				p.listen <- m[1]
			}
		}
		_ = p.cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(func() {
		select {
		case <-p.exited:
		default:
			_ = p.cmd.Process.Kill()
			<-p.exited
		}
		if t.Failed() {
			t.Logf("log of %s:\n%s", name, p.logs.tail(40))
		}
	})
	return p
}

// waitListening waits for the line that says where the process listens.
func (p *process) waitListening(t *testing.T, timeout time.Duration) {
	t.Helper()
	select {
	case p.url = <-p.listen:
	case <-p.exited:
		t.Fatalf("%s exited before listening (%v):\n%s", p.name, p.cmd.ProcessState, p.logs.tail(20))
	case <-time.After(timeout):
		t.Fatalf("%s is not listening after %s:\n%s", p.name, timeout, p.logs.tail(20))
	}
}

// riverClientID reads the id of the process's River client from its log.
func (p *process) riverClientID(t *testing.T, timeout time.Duration) string {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		sc := bufio.NewScanner(strings.NewReader(p.logs.String()))
		for sc.Scan() {
			var line struct {
				Msg      string `json:"msg"`
				ClientID string `json:"client_id"`
			}
			if json.Unmarshal(sc.Bytes(), &line) == nil && line.Msg == "River client started" && line.ClientID != "" {
				return line.ClientID
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("%s logged no River client id:\n%s", p.name, p.logs.tail(20))
	return ""
}

// stop sends SIGTERM and returns the exit status.
func (p *process) stop(t *testing.T, timeout time.Duration) int {
	t.Helper()
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatalf("stop %s: %v", p.name, err)
	}
	select {
	case <-p.exited:
		return p.cmd.ProcessState.ExitCode()
	case <-time.After(timeout):
		t.Fatalf("%s still running %s after SIGTERM", p.name, timeout)
		return -1
	}
}

// lockedBuffer is a bytes.Buffer safe for a process writing and a test reading.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// tail returns the last n lines.
func (b *lockedBuffer) tail(n int) string {
	lines := strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// apiCall sends a JSON request with the key and decodes the response into out; it returns the status.
func apiCall(t *testing.T, baseURL, key, method, path, body string, out any) int {
	req, err := http.NewRequest(method, baseURL+path, strings.NewReader(body))
	if err != nil {
		t.Error(err)
		return 0
	}
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Errorf("%s %s: %v", method, path, err)
		return 0
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Errorf("%s %s: %v", method, path, err)
		return 0
	}
	if resp.StatusCode/100 == 2 && out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			t.Errorf("%s %s: %v in %s", method, path, err, data)
		}
	} else if resp.StatusCode/100 != 2 {
		t.Logf("%s %s = %d: %s", method, path, resp.StatusCode, data)
	}
	return resp.StatusCode
}

// webhookReceiver is a Standard Webhooks receiver that verifies every delivery and dedupes events by webhook-id.
type webhookReceiver struct {
	server *httptest.Server

	mu     sync.Mutex
	secret string
	// events maps each webhook-id to the scan its scan.completed event is about.
	events map[string]string
	count  int
	bad    []string
}

func newWebhookReceiver(t *testing.T) *webhookReceiver {
	r := &webhookReceiver{events: map[string]string{}}
	r.server = httptest.NewServer(http.HandlerFunc(r.serve))
	t.Cleanup(r.server.Close)
	return r
}

func (r *webhookReceiver) setSecret(s string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.secret = s
}

func (r *webhookReceiver) serve(w http.ResponseWriter, req *http.Request) {
	body, err := io.ReadAll(req.Body)
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.count++
	id := req.Header.Get(webhook.HeaderID)
	if err := webhook.Verify(r.secret, req.Header, body, time.Now()); err != nil {
		r.bad = append(r.bad, fmt.Sprintf("%s: %v", id, err))
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	ev, err := webhook.ParseEvent(body)
	if err != nil {
		r.bad = append(r.bad, fmt.Sprintf("%s: %v", id, err))
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	data, ok := ev.Data.(webhook.ScanData)
	if ev.Type != webhook.EventScanCompleted || !ok {
		r.bad = append(r.bad, fmt.Sprintf("%s: unexpected %s event", id, ev.Type))
		w.WriteHeader(http.StatusNoContent)
		return
	}
	if prev, seen := r.events[id]; seen && prev != data.ScanID {
		r.bad = append(r.bad, fmt.Sprintf("%s: redelivered for scan %s, first for %s", id, data.ScanID, prev))
	}
	r.events[id] = data.ScanID
	w.WriteHeader(http.StatusNoContent)
}

// scans counts the distinct events (webhook-ids) received per scan.
func (r *webhookReceiver) scans() map[string]int {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := map[string]int{}
	for _, scan := range r.events {
		out[scan]++
	}
	return out
}

func (r *webhookReceiver) badDeliveries() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.bad
}

func (r *webhookReceiver) deliveries() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.count
}
