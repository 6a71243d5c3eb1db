package webhook

import (
	"errors"
	"net/netip"
	"strings"
	"testing"
)

func TestCheckAddr(t *testing.T) {
	t.Parallel()
	tests := []struct {
		addr string
		// wantReason is a part of the refusal reason with the default setting; empty means allowed.
		wantReason string
		// refusedWithAllowPrivate: still refused with allowPrivate (cloud metadata addresses).
		refusedWithAllowPrivate bool
	}{
		// Public addresses.
		{"8.8.8.8", "", false},
		{"1.1.1.1", "", false},
		{"2606:4700:4700::1111", "", false},
		{"64:ff9b::808:808", "", false},     // NAT64 of a public address
		{"2002:808:808::1", "", false},      // 6to4 of a public address
		{"172.32.0.1", "", false},           // just outside 172.16/12
		{"100.128.0.1", "", false},          // just outside 100.64/10
		{"192.169.0.1", "", false},          // just outside 192.168/16
		{"198.20.0.1", "", false},           // just outside 198.18/15
		{"2001:4860:4860::8888", "", false}, // Google, near but outside 2001::/32
		// IPv4 special-purpose ranges.
		{"127.0.0.1", "loopback", false},
		{"127.255.255.254", "loopback", false},
		{"10.0.0.1", "private", false},
		{"172.16.0.1", "private", false},
		{"172.31.255.255", "private", false},
		{"192.168.1.1", "private", false},
		{"100.64.0.1", "carrier-grade NAT", false},
		{"169.254.1.1", "link-local", false},
		{"169.254.169.254", "metadata", true},
		{"169.254.170.2", "metadata", true},
		{"168.63.129.16", "metadata", true},
		{"100.100.100.200", "metadata", true},
		{"0.0.0.0", "unspecified", false},
		{"0.1.2.3", "unspecified", false},
		{"255.255.255.255", "broadcast", false},
		{"224.0.0.1", "multicast", false},
		{"239.255.255.250", "multicast", false},
		{"240.0.0.1", "reserved", false},
		{"192.0.0.8", "IETF protocol", false},
		{"192.0.2.1", "documentation", false},
		{"198.51.100.7", "documentation", false},
		{"203.0.113.9", "documentation", false},
		{"198.18.0.1", "benchmarking", false},
		{"198.19.255.255", "benchmarking", false},
		{"192.88.99.1", "6to4 relay", false},
		// IPv6 special-purpose ranges.
		{"::1", "loopback", false},
		{"::", "unspecified", false},
		{"fe80::1", "link-local", false},
		{"fe80::1%eth0", "link-local", false},
		{"fc00::1", "unique-local", false},
		{"fd12:3456::1", "unique-local", false},
		{"fd00:ec2::254", "metadata", true},
		{"fec0::1", "site-local", false},
		{"ff02::1", "multicast", false},
		{"2001:db8::1", "documentation", false},
		{"3fff::1", "documentation", false},
		{"2001:2::1", "benchmarking", false},
		{"2001::1", "Teredo", false},
		{"100::1", "discard-only", false},
		{"64:ff9b:1::1", "local-use NAT64", false},
		{"fe00::1", "reserved IPv6", false},
		{"4000::1", "reserved IPv6", false},
		// IPv4 embedded in IPv6.
		{"::ffff:127.0.0.1", "IPv4-mapped form of 127.0.0.1 (loopback", false},
		{"::ffff:10.1.2.3", "IPv4-mapped form of 10.1.2.3 (private", false},
		{"::ffff:169.254.169.254", "metadata", true},
		{"::127.0.0.1", "IPv4-compatible form of 127.0.0.1 (loopback", false},
		{"::8.8.8.8", "deprecated IPv4-compatible", false},
		{"64:ff9b::127.0.0.1", "NAT64 form of 127.0.0.1", false},
		{"64:ff9b::a9fe:a9fe", "NAT64 form of 169.254.169.254 (cloud metadata", true},
		{"64:ff9b::192.168.0.1", "NAT64 form of 192.168.0.1 (private", false},
		{"2002:7f00:1::", "6to4 form of 127.0.0.1", false},
		{"2002:a9fe:a9fe::1", "6to4 form of 169.254.169.254", true},
		{"2002:c0a8:101::", "6to4 form of 192.168.1.1", false},
	}
	for _, tt := range tests {
		t.Run(tt.addr, func(t *testing.T) {
			t.Parallel()
			addr := netip.MustParseAddr(tt.addr)
			err := CheckAddr(addr, false)
			if tt.wantReason == "" {
				if err != nil {
					t.Fatalf("CheckAddr(%s) = %v, want allowed", tt.addr, err)
				}
			} else {
				var be *BlockedAddressError
				if !errors.As(err, &be) || !strings.Contains(be.Reason, tt.wantReason) {
					t.Fatalf("CheckAddr(%s) = %v, want refused as %q", tt.addr, err, tt.wantReason)
				}
			}
			err = CheckAddr(addr, true)
			if (err != nil) != tt.refusedWithAllowPrivate {
				t.Fatalf("CheckAddr(%s, allowPrivate) = %v, want refused: %v", tt.addr, err, tt.refusedWithAllowPrivate)
			}
		})
	}
	if err := CheckAddr(netip.Addr{}, true); err == nil {
		t.Fatal("CheckAddr(zero Addr) allowed, want refused")
	}
}

func BenchmarkCheckAddr(b *testing.B) {
	addrs := []netip.Addr{
		netip.MustParseAddr("93.184.216.34"),
		netip.MustParseAddr("2606:2800:220:1:248:1893:25c8:1946"),
		netip.MustParseAddr("::ffff:10.0.0.1"),
	}
	for b.Loop() {
		for _, a := range addrs {
			_ = CheckAddr(a, false)
		}
	}
}
