package client

import (
	"context"
	"fmt"
	"net/url"
	"time"

	"github.com/vigilsec/vigil"
)

// GetScan returns a scan (GET /scans/{id}).
func (c *Client) GetScan(ctx context.Context, id string) (*vigil.Scan, error) {
	p, err := pathID("scan", id)
	if err != nil {
		return nil, err
	}
	var out vigil.Scan
	if err := c.call(ctx, request{method: "GET", path: "/scans/" + p}, &out); err != nil {
		return nil, fmt.Errorf("get scan %s: %w", id, err)
	}
	return &out, nil
}

// ScanFilter narrows ListScans.
type ScanFilter struct {
	// ContractID keeps the scans of one contract.
	ContractID string
	// Status keeps the scans in any of these statuses.
	Status []vigil.ScanStatus
}

func (f ScanFilter) values() url.Values {
	q := url.Values{}
	setString(q, "contract_id", f.ContractID)
	setList(q, "status", f.Status)
	return q
}

// ListScans returns one page of scans (GET /scans).
func (c *Client) ListScans(ctx context.Context, f ScanFilter, p ListParams) (*List[*vigil.Scan], error) {
	l, err := list[*vigil.Scan](ctx, c, "/scans", f.values(), p)
	if err != nil {
		return nil, fmt.Errorf("list scans: %w", err)
	}
	return l, nil
}

// CancelScan cancels a queued or running scan (POST /scans/{id}/cancel) and returns it.
func (c *Client) CancelScan(ctx context.Context, id string) (*vigil.Scan, error) {
	p, err := pathID("scan", id)
	if err != nil {
		return nil, err
	}
	var out vigil.Scan
	if err := c.call(ctx, request{method: "POST", path: "/scans/" + p + "/cancel"}, &out); err != nil {
		return nil, fmt.Errorf("cancel scan %s: %w", id, err)
	}
	return &out, nil
}

// WaitScan polls a scan until it has finished (completed, failed or canceled) and returns it. When ctx ends
// first or a poll fails, it returns the error, wrapped, with the last state of the scan it saw (nil when none);
// the poll interval is set with WithPollInterval.
func (c *Client) WaitScan(ctx context.Context, id string) (*vigil.Scan, error) {
	t := time.NewTicker(c.pollInterval)
	defer t.Stop()
	var last *vigil.Scan
	for {
		scan, err := c.GetScan(ctx, id)
		if err != nil {
			return last, fmt.Errorf("wait for scan: %w", err)
		}
		if scan.Status.Finished() {
			return scan, nil
		}
		last = scan
		select {
		case <-ctx.Done():
			return last, fmt.Errorf("wait for scan %s (last status %s): %w", id, scan.Status, ctx.Err())
		case <-t.C:
		}
	}
}

// Report is the JSON report of a completed scan: the scan and every vulnerability it found.
type Report struct {
	Scan            *vigil.Scan            `json:"scan"`
	Vulnerabilities []*vigil.Vulnerability `json:"vulnerabilities"`
}

// ScanReport returns the report of a completed scan (GET /scans/{id}/report?format=json). A scan that has not
// completed is a 409 CONFLICT.
func (c *Client) ScanReport(ctx context.Context, id string) (*Report, error) {
	p, err := pathID("scan", id)
	if err != nil {
		return nil, err
	}
	var out Report
	req := request{method: "GET", path: "/scans/" + p + "/report", query: url.Values{"format": {"json"}}}
	if err := c.call(ctx, req, &out); err != nil {
		return nil, fmt.Errorf("get report of scan %s: %w", id, err)
	}
	return &out, nil
}

// ScanReportSARIF returns the report of a completed scan as a SARIF 2.1.0 log
// (GET /scans/{id}/report?format=sarif), as the server wrote it.
func (c *Client) ScanReportSARIF(ctx context.Context, id string) ([]byte, error) {
	p, err := pathID("scan", id)
	if err != nil {
		return nil, err
	}
	req := request{method: "GET", path: "/scans/" + p + "/report", query: url.Values{"format": {"sarif"}}, accept: "application/sarif+json"}
	resp, err := c.do(ctx, req)
	if err != nil {
		return nil, fmt.Errorf("get SARIF report of scan %s: %w", id, err)
	}
	return resp.body, nil
}
