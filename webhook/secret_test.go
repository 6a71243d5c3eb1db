package webhook

import (
	"encoding/base64"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

// The test vector published with the Standard Webhooks specification.
const (
	specSecret    = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
	specMsgID     = "msg_p5jXN8AQM9LWM0D4loKWxJek"
	specTimestamp = 1614265330
	specBody      = `{"test": 2432232314}`
	specSignature = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
)

func TestNewSecret(t *testing.T) {
	t.Parallel()
	a, err := NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	if a == b {
		t.Fatalf("two secrets are equal: %s", a)
	}
	if !strings.HasPrefix(a, "whsec_") {
		t.Fatalf("secret %q lacks the whsec_ prefix", a)
	}
	key, err := ParseSecret(a)
	if err != nil {
		t.Fatalf("ParseSecret(NewSecret()): %v", err)
	}
	if len(key) < 24 || len(key) > 32 {
		t.Fatalf("key is %d bytes, want 24 to 32", len(key))
	}
}

func TestParseSecret(t *testing.T) {
	t.Parallel()
	b64 := func(n int) string { return base64.StdEncoding.EncodeToString(make([]byte, n)) }
	tests := []struct {
		name    string
		secret  string
		wantLen int
		wantErr string
	}{
		{"spec vector", specSecret, 24, ""},
		{"32 bytes", "whsec_" + b64(32), 32, ""},
		{"64 bytes", "whsec_" + b64(64), 64, ""},
		{"no prefix", strings.TrimPrefix(specSecret, "whsec_"), 0, "prefix"},
		{"empty", "", 0, "prefix"},
		{"prefix only", "whsec_", 0, "0 bytes"},
		{"not base64", "whsec_!!!!", 0, "base64"},
		{"url-safe base64", "whsec_" + strings.Repeat("-_", 16), 0, "base64"},
		{"too short", "whsec_" + b64(16), 0, "16 bytes"},
		{"too long", "whsec_" + b64(65), 0, "65 bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			key, err := ParseSecret(tt.secret)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("ParseSecret(%q) error = %v, want one mentioning %q", tt.secret, err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseSecret(%q): %v", tt.secret, err)
			}
			if len(key) != tt.wantLen {
				t.Fatalf("key length = %d, want %d", len(key), tt.wantLen)
			}
		})
	}
}

func TestSignSpecVector(t *testing.T) {
	t.Parallel()
	got, err := Sign(specSecret, specMsgID, time.Unix(specTimestamp, 0), []byte(specBody))
	if err != nil {
		t.Fatal(err)
	}
	if got != specSignature {
		t.Fatalf("Sign = %q, want %q", got, specSignature)
	}
}

func TestSignErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, secret, msgID, wantErr string
	}{
		{"bad secret", "nope", "msg_1", "prefix"},
		{"empty id", specSecret, "", "empty message id"},
		{"id with dot", specSecret, "msg.1", "printable ASCII"},
		{"id with space", specSecret, "msg 1", "printable ASCII"},
		{"id with newline", specSecret, "msg\n1", "printable ASCII"},
		{"id too long", specSecret, strings.Repeat("a", 300), "at most 256"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := Sign(tt.secret, tt.msgID, time.Unix(1, 0), nil)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("Sign error = %v, want one mentioning %q", err, tt.wantErr)
			}
		})
	}
	if _, err := SignatureHeader(nil, "msg_1", time.Unix(1, 0), nil); err == nil {
		t.Fatal("SignatureHeader with no secrets: want an error")
	}
	if _, err := SignatureHeader([]string{specSecret, "bad"}, "msg_1", time.Unix(1, 0), nil); err == nil || !strings.Contains(err.Error(), "secret 2") {
		t.Fatalf("SignatureHeader with a bad second secret: error = %v, want one naming secret 2", err)
	}
}

func TestActiveSecrets(t *testing.T) {
	t.Parallel()
	rotated := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name      string
		previous  string
		rotatedAt time.Time
		now       time.Time
		want      []string
	}{
		{"never rotated", "", time.Time{}, rotated, []string{"new"}},
		{"just rotated", "old", rotated, rotated, []string{"new", "old"}},
		{"23h59m later", "old", rotated, rotated.Add(24*time.Hour - time.Minute), []string{"new", "old"}},
		{"24h later", "old", rotated, rotated.Add(24 * time.Hour), []string{"new"}},
		{"previous without time", "old", time.Time{}, rotated, []string{"new"}},
		{"previous equals current", "new", rotated, rotated, []string{"new"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := ActiveSecrets("new", tt.previous, tt.rotatedAt, tt.now)
			if strings.Join(got, ",") != strings.Join(tt.want, ",") {
				t.Fatalf("ActiveSecrets = %v, want %v", got, tt.want)
			}
		})
	}
}

// signedHeader returns the three Standard Webhooks headers of a delivery.
func signedHeader(t *testing.T, secrets []string, msgID string, ts time.Time, body []byte) http.Header {
	t.Helper()
	sig, err := SignatureHeader(secrets, msgID, ts, body)
	if err != nil {
		t.Fatal(err)
	}
	h := http.Header{}
	h.Set(HeaderID, msgID)
	h.Set(HeaderTimestamp, strconv.FormatInt(ts.Unix(), 10))
	h.Set(HeaderSignature, sig)
	return h
}

func TestVerify(t *testing.T) {
	t.Parallel()
	other, err := NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(specTimestamp, 0)
	body := []byte(specBody)
	good := func() http.Header { return signedHeader(t, []string{specSecret}, specMsgID, now, body) }
	with := func(key, value string) http.Header {
		h := good()
		h.Set(key, value)
		return h
	}
	tests := []struct {
		name    string
		secret  string
		header  http.Header
		body    string
		now     time.Time
		wantErr error
	}{
		{"valid", specSecret, good(), specBody, now, nil},
		{"valid at the edge of tolerance", specSecret, good(), specBody, now.Add(5 * time.Minute), nil},
		{"rotation header, new secret", specSecret, signedHeader(t, []string{other, specSecret}, specMsgID, now, body), specBody, now, nil},
		{"rotation header, old secret", other, signedHeader(t, []string{other, specSecret}, specMsgID, now, body), specBody, now, nil},
		{"unknown version skipped", specSecret, with(HeaderSignature, "v2,abc "+specSignature), specBody, now, nil},
		{"malformed entry skipped", specSecret, with(HeaderSignature, "v1,***  "+specSignature), specBody, now, nil},
		{"tampered body", specSecret, good(), `{"test": 2432232315}`, now, ErrNoMatchingSignature},
		{"wrong secret", other, good(), specBody, now, ErrNoMatchingSignature},
		{"other message id", specSecret, with(HeaderID, "msg_other"), specBody, now, ErrNoMatchingSignature},
		{"shifted timestamp", specSecret, with(HeaderTimestamp, strconv.Itoa(specTimestamp+1)), specBody, now, ErrNoMatchingSignature},
		{"signature without version", specSecret, with(HeaderSignature, strings.TrimPrefix(specSignature, "v1,")), specBody, now, ErrNoMatchingSignature},
		{"too old", specSecret, good(), specBody, now.Add(5*time.Minute + time.Second), ErrTimestampOutOfRange},
		{"too new", specSecret, good(), specBody, now.Add(-5*time.Minute - time.Second), ErrTimestampOutOfRange},
		{"timestamp not a number", specSecret, with(HeaderTimestamp, "2021-02-25T15:02:10Z"), specBody, now, ErrInvalidTimestamp},
		{"no id", specSecret, with(HeaderID, ""), specBody, now, ErrMissingHeaders},
		{"no timestamp", specSecret, with(HeaderTimestamp, ""), specBody, now, ErrMissingHeaders},
		{"no signature", specSecret, with(HeaderSignature, ""), specBody, now, ErrMissingHeaders},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := Verify(tt.secret, tt.header, []byte(tt.body), tt.now)
			if !errors.Is(err, tt.wantErr) || (tt.wantErr == nil) != (err == nil) {
				t.Fatalf("Verify error = %v, want %v", err, tt.wantErr)
			}
		})
	}
	if err := Verify("whsec_short", good(), body, now); err == nil || !strings.Contains(err.Error(), "parse webhook secret") {
		t.Fatalf("Verify with a bad secret: error = %v, want a secret parsing error", err)
	}
}

// TestInteropStandardWebhooks checks our signatures with the independent reference implementation.
func TestInteropStandardWebhooks(t *testing.T) {
	t.Parallel()
	oldSecret, err := NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	newSecret, err := NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	msgID, err := NewMessageID()
	if err != nil {
		t.Fatal(err)
	}
	body := []byte(`{"type":"scan.completed","timestamp":"2026-01-01T00:00:00Z","data":{"scan_id":"scn_1"}}`)
	now := time.Now() // the reference library checks the timestamp against its own clock

	reference := func(secret string) *standardwebhooks.Webhook {
		t.Helper()
		wh, err := standardwebhooks.NewWebhook(secret)
		if err != nil {
			t.Fatal(err)
		}
		return wh
	}

	t.Run("ours verified by reference", func(t *testing.T) {
		t.Parallel()
		h := signedHeader(t, []string{newSecret}, msgID, now, body)
		if err := reference(newSecret).Verify(body, h); err != nil {
			t.Fatalf("reference rejects our signature: %v", err)
		}
	})
	t.Run("tampered body rejected by reference", func(t *testing.T) {
		t.Parallel()
		h := signedHeader(t, []string{newSecret}, msgID, now, body)
		tampered := append([]byte(nil), body...)
		tampered[len(tampered)-3] = '2'
		err := reference(newSecret).Verify(tampered, h)
		if !errors.Is(err, standardwebhooks.ErrNoMatchingSignature) {
			t.Fatalf("reference on a tampered body: error = %v, want ErrNoMatchingSignature", err)
		}
	})
	t.Run("rotation header accepted with either secret", func(t *testing.T) {
		t.Parallel()
		h := signedHeader(t, ActiveSecrets(newSecret, oldSecret, now, now), msgID, now, body)
		if n := len(strings.Fields(h.Get(HeaderSignature))); n != 2 {
			t.Fatalf("rotation header has %d signatures, want 2: %q", n, h.Get(HeaderSignature))
		}
		for name, s := range map[string]string{"new": newSecret, "old": oldSecret} {
			if err := reference(s).Verify(body, h); err != nil {
				t.Errorf("reference with the %s secret rejects the rotation header: %v", name, err)
			}
		}
		third, err := NewSecret()
		if err != nil {
			t.Fatal(err)
		}
		if err := reference(third).Verify(body, h); err == nil {
			t.Error("reference with an unrelated secret accepts the rotation header")
		}
	})
	t.Run("reference signature verified by ours", func(t *testing.T) {
		t.Parallel()
		sig, err := reference(newSecret).Sign(msgID, now, body)
		if err != nil {
			t.Fatal(err)
		}
		ours, err := Sign(newSecret, msgID, now, body)
		if err != nil {
			t.Fatal(err)
		}
		if sig != ours {
			t.Fatalf("reference signature %q differs from ours %q", sig, ours)
		}
		h := http.Header{}
		h.Set(standardwebhooks.HeaderWebhookID, msgID)
		h.Set(standardwebhooks.HeaderWebhookTimestamp, strconv.FormatInt(now.Unix(), 10))
		h.Set(standardwebhooks.HeaderWebhookSignature, sig)
		if err := Verify(newSecret, h, body, now); err != nil {
			t.Fatalf("Verify rejects the reference signature: %v", err)
		}
	})
}

func TestNewMessageID(t *testing.T) {
	t.Parallel()
	a, err := NewMessageID()
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewMessageID()
	if err != nil {
		t.Fatal(err)
	}
	if a == b || !strings.HasPrefix(a, "msg_") || len(a) != len("msg_")+26 {
		t.Fatalf("message ids %q, %q: want distinct msg_ + 26 characters", a, b)
	}
	if err := checkMsgID(a); err != nil {
		t.Fatalf("generated id %q is not signable: %v", a, err)
	}
}

func BenchmarkSign(b *testing.B) {
	body := []byte(strings.Repeat(`{"k":"v"}`, 100))
	ts := time.Unix(specTimestamp, 0)
	for b.Loop() {
		if _, err := Sign(specSecret, specMsgID, ts, body); err != nil {
			b.Fatal(err)
		}
	}
}
