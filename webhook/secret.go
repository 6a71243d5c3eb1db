package webhook

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Header names of a Standard Webhooks delivery.
const (
	HeaderID        = "webhook-id"
	HeaderTimestamp = "webhook-timestamp"
	HeaderSignature = "webhook-signature"
)

// SecretPrefix starts every signing secret; the base64 text after it is the HMAC key.
const SecretPrefix = "whsec_"

// Secret sizes. NewSecret makes 32-byte keys; ParseSecret accepts the range Standard Webhooks allows.
const (
	secretBytes    = 32
	minSecretBytes = 24
	maxSecretBytes = 64
)

// Tolerance is how far a delivery's timestamp may lie from the receiver's clock before Verify rejects it, which
// limits how long a captured delivery can be replayed.
const Tolerance = 5 * time.Minute

// RotationOverlap is how long after a secret rotation deliveries stay signed with the previous secret as well,
// so that receivers can switch secrets without dropping a delivery.
const RotationOverlap = 24 * time.Hour

// maxMsgIDLength bounds webhook-id values; longer ones are a caller bug.
const maxMsgIDLength = 256

// Errors returned by Verify, to be matched with errors.Is.
var (
	// ErrMissingHeaders means webhook-id, webhook-timestamp or webhook-signature is absent.
	ErrMissingHeaders = errors.New("missing webhook-id, webhook-timestamp or webhook-signature header")
	// ErrInvalidTimestamp means webhook-timestamp is not a whole number of seconds since the Unix epoch.
	ErrInvalidTimestamp = errors.New("invalid webhook-timestamp header")
	// ErrTimestampOutOfRange means the timestamp is more than Tolerance away from the receiver's clock.
	ErrTimestampOutOfRange = errors.New("webhook-timestamp outside the tolerated window")
	// ErrNoMatchingSignature means no v1 signature in the header matches the body under the secret.
	ErrNoMatchingSignature = errors.New("no matching webhook signature")
)

// NewSecret returns a fresh signing secret: "whsec_" followed by the standard base64 of 32 random bytes.
func NewSecret() (string, error) {
	key := make([]byte, secretBytes)
	if _, err := rand.Read(key); err != nil {
		return "", fmt.Errorf("new webhook secret: %w", err)
	}
	return SecretPrefix + base64.StdEncoding.EncodeToString(key), nil
}

// ParseSecret returns the HMAC key of a "whsec_…" secret. It fails when the prefix is missing, the rest is not
// standard base64, or the key is shorter than 24 or longer than 64 bytes.
func ParseSecret(secret string) ([]byte, error) {
	encoded, ok := strings.CutPrefix(secret, SecretPrefix)
	if !ok {
		return nil, fmt.Errorf("parse webhook secret: want the prefix %q", SecretPrefix)
	}
	key, err := base64.StdEncoding.DecodeString(encoded)
	if err != nil {
		// The decode error quotes an offset only, never the secret itself.
		return nil, fmt.Errorf("parse webhook secret: not standard base64 after %q: %w", SecretPrefix, err)
	}
	if len(key) < minSecretBytes || len(key) > maxSecretBytes {
		return nil, fmt.Errorf("parse webhook secret: key is %d bytes, want %d to %d", len(key), minSecretBytes, maxSecretBytes)
	}
	return key, nil
}

// Sign returns the Standard Webhooks signature "v1,<base64>" of one delivery: the HMAC-SHA256, keyed with the
// secret's key, of "{msgID}.{unix seconds of ts}.{body}".
func Sign(secret, msgID string, ts time.Time, body []byte) (string, error) {
	key, err := ParseSecret(secret)
	if err != nil {
		return "", fmt.Errorf("sign webhook: %w", err)
	}
	if err := checkMsgID(msgID); err != nil {
		return "", fmt.Errorf("sign webhook: %w", err)
	}
	return "v1," + base64.StdEncoding.EncodeToString(mac(key, msgID, ts.Unix(), body)), nil
}

// SignatureHeader returns the webhook-signature value for a delivery signed with every one of secrets,
// space-separated, in the given order. Pass the current secret first and, during RotationOverlap after a
// rotation, the previous one second (ActiveSecrets does this).
func SignatureHeader(secrets []string, msgID string, ts time.Time, body []byte) (string, error) {
	if len(secrets) == 0 {
		return "", errors.New("sign webhook: no secret given")
	}
	sigs := make([]string, 0, len(secrets))
	for i, s := range secrets {
		sig, err := Sign(s, msgID, ts, body)
		if err != nil {
			return "", fmt.Errorf("secret %d: %w", i+1, err)
		}
		sigs = append(sigs, sig)
	}
	return strings.Join(sigs, " "), nil
}

// ActiveSecrets returns the secrets to sign with at now: current alone, or current and previous while less than
// RotationOverlap has passed since rotatedAt. An empty previous or a zero rotatedAt means no rotation.
func ActiveSecrets(current, previous string, rotatedAt, now time.Time) []string {
	if previous == "" || previous == current || rotatedAt.IsZero() || now.Sub(rotatedAt) >= RotationOverlap {
		return []string{current}
	}
	return []string{current, previous}
}

// Verify checks a received delivery the way a receiver should: the three headers are present, the timestamp is
// within Tolerance of now, and one of the v1 signatures matches body under secret (compared in constant time).
// The returned error wraps one of the Err… values of this package, or a secret parsing error.
func Verify(secret string, header http.Header, body []byte, now time.Time) error {
	key, err := ParseSecret(secret)
	if err != nil {
		return fmt.Errorf("verify webhook: %w", err)
	}
	msgID, tsText, sigText := header.Get(HeaderID), header.Get(HeaderTimestamp), header.Get(HeaderSignature)
	if msgID == "" || tsText == "" || sigText == "" {
		return fmt.Errorf("verify webhook: %w", ErrMissingHeaders)
	}
	unix, err := strconv.ParseInt(tsText, 10, 64)
	if err != nil {
		return fmt.Errorf("verify webhook: %w: %q", ErrInvalidTimestamp, tsText)
	}
	if skew := now.Sub(time.Unix(unix, 0)); skew > Tolerance || skew < -Tolerance {
		return fmt.Errorf("verify webhook: %w: timestamp %d is %s away from now", ErrTimestampOutOfRange, unix, skew.Round(time.Second))
	}
	want := mac(key, msgID, unix, body)
	for _, versioned := range strings.Fields(sigText) {
		version, encoded, ok := strings.Cut(versioned, ",")
		if !ok || version != "v1" {
			continue
		}
		got, err := base64.StdEncoding.DecodeString(encoded)
		if err != nil {
			continue
		}
		if hmac.Equal(got, want) {
			return nil
		}
	}
	return fmt.Errorf("verify webhook: %w", ErrNoMatchingSignature)
}

// mac computes the HMAC-SHA256 of the Standard Webhooks signed content "{id}.{timestamp}.{body}".
func mac(key []byte, msgID string, unix int64, body []byte) []byte {
	h := hmac.New(sha256.New, key)
	h.Write([]byte(msgID))
	h.Write([]byte{'.'})
	h.Write(strconv.AppendInt(nil, unix, 10))
	h.Write([]byte{'.'})
	h.Write(body)
	return h.Sum(nil)
}

// checkMsgID rejects message ids that cannot travel in a header or would make the signed content ambiguous.
func checkMsgID(id string) error {
	if id == "" {
		return errors.New("empty message id")
	}
	if len(id) > maxMsgIDLength {
		return fmt.Errorf("message id is %d bytes, want at most %d", len(id), maxMsgIDLength)
	}
	for i := 0; i < len(id); i++ {
		if c := id[i]; c <= ' ' || c >= 0x7f || c == '.' {
			return fmt.Errorf("message id %q: only printable ASCII without spaces or dots is allowed", id)
		}
	}
	return nil
}

// NewMessageID returns a fresh webhook-id, "msg_" and 26 random base32 characters. Use it once per event and keep
// it for every retry of that event, so receivers can deduplicate.
func NewMessageID() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("new webhook message id: %w", err)
	}
	return "msg_" + strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b)), nil
}
