package webhook

import (
	"fmt"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
)

// MaxURLLength is the longest webhook URL accepted at registration.
const MaxURLLength = 2048

// ValidateURL checks a webhook URL at registration: it parses as an absolute URL, is at most MaxURLLength bytes,
// uses https (or http when allowPrivate), names a host, carries no user name or password, and has a valid port.
// A host that is an IP literal (or "localhost") in a refused range is rejected now, for early feedback; host names
// are not resolved here, since the address that counts is the one checked at connect time on every attempt. The
// error is a *ValidationError for the field "url".
func ValidateURL(raw string, allowPrivate bool) error {
	invalid := func(format string, args ...any) error {
		return &ValidationError{Field: "url", Message: fmt.Sprintf(format, args...)}
	}
	if raw == "" {
		return invalid("a URL is required")
	}
	if len(raw) > MaxURLLength {
		return invalid("the URL is %d bytes long, at most %d are allowed", len(raw), MaxURLLength)
	}
	if strings.TrimSpace(raw) != raw {
		return invalid("the URL has leading or trailing spaces")
	}
	u, err := url.Parse(raw)
	if err != nil {
		return invalid("not a valid URL: %v", unwrapURLError(err))
	}
	switch {
	case u.Scheme == "https":
	case u.Scheme == "http" && allowPrivate:
	case u.Scheme == "http":
		return invalid("the URL must use https")
	case u.Scheme == "":
		return invalid("the URL must be absolute, starting with https://")
	default:
		return invalid("scheme %q is not supported; the URL must use https", u.Scheme)
	}
	if u.Opaque != "" {
		return invalid("the URL must have the form https://host/path")
	}
	if u.User != nil {
		return invalid("the URL must not contain a user name or password")
	}
	host := u.Hostname()
	if host == "" {
		return invalid("the URL has no host")
	}
	if port := u.Port(); port != "" {
		if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
			return invalid("port %q is not between 1 and 65535", port)
		}
	} else if strings.HasSuffix(u.Host, ":") {
		return invalid("the URL has an empty port")
	}
	if addr, err := netip.ParseAddr(host); err == nil {
		if err := CheckAddr(addr, allowPrivate); err != nil {
			return invalid("%v", err)
		}
	} else if name := strings.ToLower(strings.TrimSuffix(host, ".")); !allowPrivate && (name == "localhost" || strings.HasSuffix(name, ".localhost")) {
		return invalid("host %q is a loopback name", host)
	}
	return nil
}
