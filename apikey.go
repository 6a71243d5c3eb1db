package vigil

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"fmt"
	"hash/crc32"
	"slices"
	"strings"
	"time"
)

// Scope is one permission an API key can carry.
type Scope string

// The scopes.
const (
	ScopeContractsRead        Scope = "contracts:read"
	ScopeContractsWrite       Scope = "contracts:write"
	ScopeScansWrite           Scope = "scans:write"
	ScopeVulnerabilitiesRead  Scope = "vulnerabilities:read"
	ScopeVulnerabilitiesWrite Scope = "vulnerabilities:write"
	ScopeWebhooksWrite        Scope = "webhooks:write"
	ScopeKeysWrite            Scope = "keys:write"
)

// AllScopes lists every scope; a key created without a scope list gets all of them.
var AllScopes = []Scope{
	ScopeContractsRead, ScopeContractsWrite, ScopeScansWrite, ScopeVulnerabilitiesRead,
	ScopeVulnerabilitiesWrite, ScopeWebhooksWrite, ScopeKeysWrite,
}

// ParseScopes reads scope names, rejecting unknown ones; duplicates are dropped and the order kept.
func ParseScopes(names []string) ([]Scope, error) {
	out := make([]Scope, 0, len(names))
	for _, n := range names {
		s := Scope(strings.TrimSpace(n))
		if !slices.Contains(AllScopes, s) {
			return nil, fmt.Errorf("unknown scope %q", n)
		}
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out, nil
}

// APIKey is a credential of one organisation. Only a hash of its secret is stored.
type APIKey struct {
	ID         string     `json:"id"`
	OrgID      string     `json:"-"`
	Name       string     `json:"name"`
	Prefix     string     `json:"prefix"`
	Last4      string     `json:"last4"`
	Scopes     []Scope    `json:"scopes"`
	CreatedAt  time.Time  `json:"created_at"`
	LastUsedAt *time.Time `json:"last_used_at"`
	ExpiresAt  *time.Time `json:"expires_at"`
	RevokedAt  *time.Time `json:"revoked_at"`
}

// HasScope reports whether the key carries the scope.
func (k *APIKey) HasScope(s Scope) bool { return slices.Contains(k.Scopes, s) }

// APIKeyCreate is what a caller chooses about a new key.
type APIKeyCreate struct {
	Name      string
	Scopes    []Scope // empty means AllScopes
	ExpiresAt *time.Time
}

// KeyPrefix starts every API key, so that secret scanners can recognise leaked keys.
const KeyPrefix = "vgl_live_"

const (
	keyAlphabet  = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	idAlphabet   = "0123456789abcdefghijklmnopqrstuvwxyz"
	keyIDLen     = 16
	keySecretLen = 32
	keyCheckLen  = 6
)

// KeyToken is a parsed API key: the public id (also the database id after "key_") and the secret.
type KeyToken struct {
	ID     string
	Secret string
}

// NewKeyToken makes a random key. Its Text is what the user keeps.
func NewKeyToken() KeyToken {
	return KeyToken{ID: randomString(keyIDLen, idAlphabet), Secret: randomString(keySecretLen, keyAlphabet)}
}

// Text is the full key: vgl_live_<id>_<secret><checksum>, the checksum being base62 CRC-32 of what precedes it.
func (t KeyToken) Text() string {
	body := KeyPrefix + t.ID + "_" + t.Secret
	return body + checksum(body)
}

// KeyID is the API key's resource id.
func (t KeyToken) KeyID() string { return "key_" + t.ID }

// Hash is the stored form of the secret.
func (t KeyToken) Hash() []byte {
	h := sha256.Sum256([]byte(t.Secret))
	return h[:]
}

// Matches reports, in constant time, whether the token's secret has the stored hash.
func (t KeyToken) Matches(hash []byte) bool {
	return subtle.ConstantTimeCompare(t.Hash(), hash) == 1
}

// ParseKeyToken checks a key's shape and checksum. The error says what is wrong, for logs; clients only ever
// see UnauthorizedMessage.
func ParseKeyToken(text string) (KeyToken, error) {
	rest, ok := strings.CutPrefix(text, KeyPrefix)
	if !ok {
		return KeyToken{}, fmt.Errorf("api key does not start with %q", KeyPrefix)
	}
	id, tail, ok := strings.Cut(rest, "_")
	if !ok || len(id) != keyIDLen || len(tail) != keySecretLen+keyCheckLen {
		return KeyToken{}, fmt.Errorf("api key has the wrong shape")
	}
	if !onlyFrom(id, idAlphabet) || !onlyFrom(tail, keyAlphabet) {
		return KeyToken{}, fmt.Errorf("api key has characters outside its alphabet")
	}
	t := KeyToken{ID: id, Secret: tail[:keySecretLen]}
	if t.Text() != text {
		return KeyToken{}, fmt.Errorf("api key checksum does not match")
	}
	return t, nil
}

func checksum(s string) string {
	n := crc32.ChecksumIEEE([]byte(s))
	b := make([]byte, keyCheckLen)
	for i := keyCheckLen - 1; i >= 0; i-- {
		b[i] = keyAlphabet[n%62]
		n /= 62
	}
	return string(b)
}

func onlyFrom(s, alphabet string) bool {
	for _, r := range s {
		if !strings.ContainsRune(alphabet, r) {
			return false
		}
	}
	return true
}

// randomString draws n characters uniformly from alphabet with crypto/rand.
func randomString(n int, alphabet string) string {
	out := make([]byte, n)
	limit := byte(256 - 256%len(alphabet))
	buf := make([]byte, 1)
	for i := 0; i < n; {
		if _, err := rand.Read(buf); err != nil {
			panic(fmt.Sprintf("crypto/rand failed: %v", err)) // never returns an error on supported platforms
		}
		if buf[0] < limit {
			out[i] = alphabet[int(buf[0])%len(alphabet)]
			i++
		}
	}
	return string(out)
}

// NewID returns a new random resource id with the type prefix, e.g. NewID("ctr") = "ctr_…".
func NewID(prefix string) string {
	return prefix + "_" + randomString(24, keyAlphabet)
}
