package client

import (
	"context"
	"fmt"
	"iter"
	"net/url"
	"strconv"
	"strings"
)

// ListParams choose a page of a list. Use either the cursor style (Limit and Cursor, the default) or the page
// style (Page and PerPage), not both. Zero values are left out and the server's defaults apply.
type ListParams struct {
	// Limit is the page size of the cursor style, 1 to 100 (server default 20).
	Limit int
	// Cursor is the NextCursor of the previous page.
	Cursor string
	// Page (from 1) and PerPage (1 to 100) select a page in the page style, which also returns TotalCount.
	Page    int
	PerPage int
	// Sort is a comma-separated list of fields, "-" first for descending, e.g. "-severity,created_at".
	Sort string
}

// values adds the parameters to q.
func (p ListParams) values(q url.Values) error {
	if p.Cursor != "" && p.Page > 0 {
		return fmt.Errorf("vigil client: give Cursor or Page, not both")
	}
	if p.Limit < 0 || p.Page < 0 || p.PerPage < 0 {
		return fmt.Errorf("vigil client: Limit, Page and PerPage cannot be negative")
	}
	setInt(q, "limit", p.Limit)
	setString(q, "cursor", p.Cursor)
	setInt(q, "page", p.Page)
	setInt(q, "per_page", p.PerPage)
	setString(q, "sort", p.Sort)
	return nil
}

// List is one page of a list.
type List[T any] struct {
	// Data holds the page's items.
	Data []T `json:"data"`
	// HasMore says whether items follow this page.
	HasMore bool `json:"has_more"`
	// NextCursor is the cursor of the next page, empty on the last one.
	NextCursor string `json:"-"`
	// TotalCount is the number of items in all pages (page style only).
	TotalCount *int `json:"total_count"`
	// Links are the URLs of the Link header by relation: first, prev, next, last (page style only).
	Links map[string]string `json:"-"`
}

// list fetches one page from path with the query and decodes it.
func list[T any](ctx context.Context, c *Client, path string, q url.Values, p ListParams) (*List[T], error) {
	if q == nil {
		q = url.Values{}
	}
	if err := p.values(q); err != nil {
		return nil, err
	}
	resp, err := c.do(ctx, request{method: "GET", path: path, query: q})
	if err != nil {
		return nil, err
	}
	var body struct {
		List[T]
		NextCursor *string `json:"next_cursor"`
	}
	if err := decode(resp, &body); err != nil {
		return nil, fmt.Errorf("GET %s: %w", path, err)
	}
	out := body.List
	if body.NextCursor != nil {
		out.NextCursor = *body.NextCursor
	}
	out.Links = parseLinks(resp.header.Values("Link"))
	return &out, nil
}

// all iterates over every item of a list from the page p selects on, following next_cursor. A failure is
// yielded once, as the last pair.
func all[T any](ctx context.Context, c *Client, path string, q url.Values, p ListParams) iter.Seq2[T, error] {
	return func(yield func(T, error) bool) {
		var zero T
		if p.Page > 0 || p.PerPage > 0 {
			yield(zero, fmt.Errorf("vigil client: iterating follows cursors; leave Page and PerPage unset"))
			return
		}
		for {
			page, err := list[T](ctx, c, path, cloneValues(q), p)
			if err != nil {
				yield(zero, err)
				return
			}
			for _, item := range page.Data {
				if !yield(item, nil) {
					return
				}
			}
			if !page.HasMore || page.NextCursor == "" {
				return
			}
			p.Cursor = page.NextCursor
		}
	}
}

func cloneValues(q url.Values) url.Values {
	out := make(url.Values, len(q))
	for k, v := range q {
		out[k] = append([]string(nil), v...)
	}
	return out
}

// parseLinks reads RFC 8288 Link headers: `<url>; rel="next", <url>; rel="last"` → {"next": url, "last": url}.
func parseLinks(headers []string) map[string]string {
	links := map[string]string{}
	for _, h := range headers {
		for _, part := range strings.Split(h, ",") {
			part = strings.TrimSpace(part)
			end := strings.Index(part, ">")
			if !strings.HasPrefix(part, "<") || end < 0 {
				continue
			}
			target := part[1:end]
			for _, param := range strings.Split(part[end+1:], ";") {
				name, value, ok := strings.Cut(strings.TrimSpace(param), "=")
				if !ok || strings.TrimSpace(name) != "rel" {
					continue
				}
				for _, rel := range strings.Fields(strings.Trim(strings.TrimSpace(value), `"`)) {
					links[rel] = target
				}
			}
		}
	}
	if len(links) == 0 {
		return nil
	}
	return links
}

func setInt(q url.Values, name string, v int) {
	if v != 0 {
		q.Set(name, strconv.Itoa(v))
	}
}

func setString(q url.Values, name, v string) {
	if v != "" {
		q.Set(name, v)
	}
}

// setList sets a comma-separated list parameter.
func setList[S ~string](q url.Values, name string, vs []S) {
	if len(vs) == 0 {
		return
	}
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = string(v)
	}
	q.Set(name, strings.Join(parts, ","))
}
