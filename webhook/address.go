package webhook

import (
	"fmt"
	"net/netip"
)

// BlockedAddressError is returned when a delivery would connect to an address that webhooks must not reach:
// a loopback, private, link-local, metadata or otherwise special-purpose address, in any of its IPv4 or IPv6
// spellings.
type BlockedAddressError struct {
	// Addr is the address the connection would have gone to.
	Addr netip.Addr
	// Reason names the range it belongs to, e.g. "loopback".
	Reason string
}

// Error says which address was refused and why.
func (e *BlockedAddressError) Error() string {
	return fmt.Sprintf("webhook address %s is not allowed: %s", e.Addr, e.Reason)
}

// blockedRange is one special-purpose range with the reason given when it is refused.
type blockedRange struct {
	prefix netip.Prefix
	reason string
	// metadata ranges stay refused even with AllowPrivate: no development set-up needs a cloud metadata service
	// as a webhook receiver, and reaching one leaks credentials.
	metadata bool
}

// blockedIPv4 lists the IPv4 ranges refused by default (IANA special-purpose registry and cloud metadata
// addresses), most specific first so that the reason is the most precise one.
func blockedIPv4() []blockedRange {
	return []blockedRange{
		{netip.MustParsePrefix("169.254.169.254/32"), "cloud metadata address", true},
		{netip.MustParsePrefix("169.254.170.2/32"), "cloud metadata address (ECS task credentials)", true},
		{netip.MustParsePrefix("168.63.129.16/32"), "cloud metadata address (Azure platform)", true},
		{netip.MustParsePrefix("100.100.100.200/32"), "cloud metadata address (Alibaba Cloud)", true},
		{netip.MustParsePrefix("255.255.255.255/32"), "broadcast address", false},
		{netip.MustParsePrefix("0.0.0.0/8"), "unspecified (\"this network\") address", false},
		{netip.MustParsePrefix("10.0.0.0/8"), "private address", false},
		{netip.MustParsePrefix("100.64.0.0/10"), "carrier-grade NAT shared address", false},
		{netip.MustParsePrefix("127.0.0.0/8"), "loopback address", false},
		{netip.MustParsePrefix("169.254.0.0/16"), "link-local address", false},
		{netip.MustParsePrefix("172.16.0.0/12"), "private address", false},
		{netip.MustParsePrefix("192.0.0.0/24"), "IETF protocol assignment address", false},
		{netip.MustParsePrefix("192.0.2.0/24"), "documentation address", false},
		{netip.MustParsePrefix("192.88.99.0/24"), "6to4 relay anycast address", false},
		{netip.MustParsePrefix("192.168.0.0/16"), "private address", false},
		{netip.MustParsePrefix("198.18.0.0/15"), "benchmarking address", false},
		{netip.MustParsePrefix("198.51.100.0/24"), "documentation address", false},
		{netip.MustParsePrefix("203.0.113.0/24"), "documentation address", false},
		{netip.MustParsePrefix("224.0.0.0/4"), "multicast address", false},
		{netip.MustParsePrefix("240.0.0.0/4"), "reserved address", false},
	}
}

// blockedIPv6 lists the IPv6 ranges refused outright. Ranges that embed an IPv4 address (IPv4-mapped,
// IPv4-compatible, NAT64, 6to4) are handled by embeddedIPv4 instead, so that their IPv4 part is judged.
func blockedIPv6() []blockedRange {
	return []blockedRange{
		{netip.MustParsePrefix("fd00:ec2::254/128"), "cloud metadata address (AWS IPv6)", true},
		{netip.MustParsePrefix("::/128"), "unspecified address", false},
		{netip.MustParsePrefix("::1/128"), "loopback address", false},
		{netip.MustParsePrefix("64:ff9b:1::/48"), "local-use NAT64 address", false},
		{netip.MustParsePrefix("100::/64"), "discard-only address", false},
		{netip.MustParsePrefix("2001::/32"), "Teredo tunnel address", false},
		{netip.MustParsePrefix("2001:2::/48"), "benchmarking address", false},
		{netip.MustParsePrefix("2001:10::/28"), "deprecated ORCHID address", false},
		{netip.MustParsePrefix("2001:20::/28"), "ORCHIDv2 address", false},
		{netip.MustParsePrefix("2001:db8::/32"), "documentation address", false},
		{netip.MustParsePrefix("3fff::/20"), "documentation address", false},
		{netip.MustParsePrefix("fc00::/7"), "unique-local address", false},
		{netip.MustParsePrefix("fe80::/10"), "link-local address", false},
		{netip.MustParsePrefix("fec0::/10"), "deprecated site-local address", false},
		{netip.MustParsePrefix("ff00::/8"), "multicast address", false},
	}
}

// CheckAddr returns a *BlockedAddressError when a webhook must not connect to addr, and nil otherwise. With
// allowPrivate (local development and tests) only cloud metadata addresses are refused. An IPv6 address that
// embeds an IPv4 one (IPv4-mapped, IPv4-compatible, NAT64 64:ff9b::/96, 6to4 2002::/16) is judged by its IPv4 part.
func CheckAddr(addr netip.Addr, allowPrivate bool) error {
	if !addr.IsValid() {
		return &BlockedAddressError{Addr: addr, Reason: "invalid address"}
	}
	addr = addr.WithZone("")
	if addr.Is4In6() {
		return judgeIPv4(addr, addr.Unmap(), "IPv4-mapped form of ", allowPrivate)
	}
	if addr.Is4() {
		return judgeIPv4(addr, addr, "", allowPrivate)
	}
	if reason, metadata, ok := lookup(blockedIPv6(), addr); ok && (metadata || !allowPrivate) {
		return &BlockedAddressError{Addr: addr, Reason: reason}
	}
	if v4, form, ok := embeddedIPv4(addr); ok {
		if err := judgeIPv4(addr, v4, form+" form of ", allowPrivate); err != nil {
			return err
		}
		if form == "IPv4-compatible" && !allowPrivate {
			// Deprecated by RFC 4291 and never a legitimate destination, whatever it embeds.
			return &BlockedAddressError{Addr: addr, Reason: "deprecated IPv4-compatible address"}
		}
		return nil
	}
	if !allowPrivate && !netip.MustParsePrefix("2000::/3").Contains(addr) {
		// Outside global unicast space, IANA has assigned nothing a webhook receiver could be on.
		return &BlockedAddressError{Addr: addr, Reason: "reserved IPv6 address (not global unicast)"}
	}
	return nil
}

// judgeIPv4 checks the IPv4 address v4, reporting the refusal against orig (which may be an IPv6 spelling of it).
func judgeIPv4(orig, v4 netip.Addr, prefix string, allowPrivate bool) error {
	reason, metadata, ok := lookup(blockedIPv4(), v4)
	if !ok || (allowPrivate && !metadata) {
		return nil
	}
	if orig != v4 {
		reason = prefix + v4.String() + " (" + reason + ")"
	}
	return &BlockedAddressError{Addr: orig, Reason: reason}
}

// lookup finds the first range containing addr.
func lookup(ranges []blockedRange, addr netip.Addr) (reason string, metadata, found bool) {
	for _, r := range ranges {
		if r.prefix.Contains(addr) {
			return r.reason, r.metadata, true
		}
	}
	return "", false, false
}

// embeddedIPv4 extracts the IPv4 address carried inside an IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d)
// or 6to4 (2002:aabb:ccdd::) IPv6 address. IPv4-mapped addresses are unmapped by the caller.
func embeddedIPv4(addr netip.Addr) (netip.Addr, string, bool) {
	b := addr.As16()
	allZero := func(s []byte) bool {
		for _, x := range s {
			if x != 0 {
				return false
			}
		}
		return true
	}
	switch {
	case allZero(b[:12]):
		return netip.AddrFrom4([4]byte(b[12:16])), "IPv4-compatible", true
	case netip.MustParsePrefix("64:ff9b::/96").Contains(addr):
		return netip.AddrFrom4([4]byte(b[12:16])), "NAT64", true
	case b[0] == 0x20 && b[1] == 0x02:
		return netip.AddrFrom4([4]byte(b[2:6])), "6to4", true
	}
	return netip.Addr{}, "", false
}
