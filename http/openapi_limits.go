package http

import (
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/vigilsec/vigil/plan"
	"github.com/vigilsec/vigil/ratelimit"
)

// rateLimitHeaders are the response headers of every authenticated operation; they are absent only when the
// server runs without a rate limiter.
func rateLimitHeaders() obj {
	h := func(name string) obj { return obj{"$ref": "#/components/headers/" + name} }
	return obj{
		"RateLimit-Policy":      h("RateLimitPolicy"),
		"RateLimit":             h("RateLimit"),
		"X-RateLimit-Limit":     h("XRateLimitLimit"),
		"X-RateLimit-Remaining": h("XRateLimitRemaining"),
		"X-RateLimit-Reset":     h("XRateLimitReset"),
	}
}

// rateLimitExamples returns the RateLimit-Policy and RateLimit headers that a request of the default free plan on
// a full budget gets, written by the code that writes them on every response, so that the document's examples are
// what the server sends.
func rateLimitExamples() (policy, left string) {
	free, _ := plan.Defaults().Get(plan.Free)
	lim := free.RequestLimit()
	h := http.Header{}
	res := ratelimit.Result{Allowed: true, Limit: lim.Burst, Remaining: lim.Burst - 1, ResetAfter: lim.Window() / time.Duration(lim.Burst)}
	res.WriteHeaders(h, plan.PolicyRequests, lim, time.Unix(0, 0))
	return h.Get(ratelimit.HeaderPolicy), h.Get(ratelimit.HeaderRateLimit)
}

// freeRate describes the default free plan's request rate, e.g. "60 requests per minute, bursts of 20".
func freeRate() string {
	free, _ := plan.Defaults().Get(plan.Free)
	return fmt.Sprintf("%d requests per minute, bursts of %d", free.RequestsPerMinute, free.Burst)
}

// withLimitsComponents adds the schemas and headers of rate limits, quotas and idempotency to the components.
func withLimitsComponents(c obj) obj {
	headers := c["headers"].(obj)
	intHeader := func(desc string) obj { return obj{"description": desc, "schema": obj{"type": "integer"}} }
	strHeader := func(desc string) obj { return obj{"description": desc, "schema": obj{"type": "string"}} }
	policy, left := rateLimitExamples()
	headers["RateLimitPolicy"] = strHeader("The request rate policy (IETF draft), e.g. " + policy + " for the default free plan (" +
		freeRate() + "): q is the plan's burst, the requests allowed at once (not the requests per minute), and w the " +
		"seconds an empty budget takes to refill completely (burst × 60 / requests per minute, rounded up), so that " +
		"q/w is the sustained rate.")
	headers["RateLimit"] = strHeader("What is left of the budget (IETF draft), e.g. " + left + " after one request on a full " +
		"budget of the default free plan: r requests may be made now, and the budget is full (r = q) again in t seconds.")
	headers["XRateLimitLimit"] = intHeader("Requests the organisation may make at once (the plan's burst).")
	headers["XRateLimitRemaining"] = intHeader("Requests left right now.")
	headers["XRateLimitReset"] = intHeader("When the budget is full again, in Unix epoch seconds.")
	headers["RetryAfter"] = intHeader("Seconds to wait before retrying.")
	headers["IdempotentReplayed"] = obj{"description": "true when the response is the replay of an earlier request with the same Idempotency-Key.",
		"schema": obj{"type": "string", "enum": []any{"true"}}}
	schemas := c["schemas"].(obj)
	nullInt := obj{"type": []any{"integer", "null"}}
	schemas["Limits"] = object(obj{
		"object": obj{"const": "limits"},
		"plan":   obj{"type": "string", "enum": enumStrings(plan.Names())},
		"requests": object(obj{
			"per_minute": obj{"type": "integer", "description": "Sustained requests per minute."},
			"burst":      obj{"type": "integer", "description": "Requests allowed at once."},
			"remaining":  withDesc(nullInt, "Requests left right now; null when the server does not limit requests."),
			"reset_at":   obj{"type": []any{"string", "null"}, "format": "date-time", "description": "When the budget is full again."},
		}),
		"concurrent_scans": object(obj{
			"limit":   obj{"type": "integer", "description": "Scans that may run at once; more stay queued until one finishes."},
			"running": obj{"type": "integer"},
		}),
		"scans_per_month": object(obj{
			"limit":     obj{"type": "integer", "description": "Scans that may be created per calendar month (UTC)."},
			"used":      obj{"type": "integer"},
			"remaining": obj{"type": "integer"},
			"resets_at": obj{"type": "string", "format": "date-time", "description": "Start of the next month (UTC)."},
		}),
		"upload": object(obj{
			"max_bytes": obj{"type": "integer", "description": "Largest upload body, in bytes."},
			"max_files": obj{"type": "integer", "description": "Most source files in one upload."},
		}),
	})
	return c
}

func withDesc(o obj, desc string) obj {
	out := obj{"description": desc}
	for k, v := range o {
		out[k] = v
	}
	return out
}

func enumStrings(vals []string) []any {
	out := make([]any, len(vals))
	for i, v := range vals {
		out[i] = v
	}
	return out
}

// withLimitsPaths adds GET /limits, and to every authenticated operation the rate limit headers and the 429
// response; to every POST the Idempotency-Key parameter and its responses; to every list the ETag and 304.
func withLimitsPaths(paths obj) obj {
	getLimits := op("getLimits", "The caller's plan, every limit and the current usage.", "",
		okJSON("200", "The limits.", "Limits"), nil, nil)
	getLimits["description"] = "Any valid key may call this, whatever its scopes. It counts as a request like any other."
	paths[APIPrefix+"/limits"] = obj{"get": getLimits}
	for _, item := range paths {
		for method, v := range item.(obj) {
			o, ok := v.(obj)
			if !ok || method == "parameters" {
				continue
			}
			if sec, ok := o["security"].([]any); ok && len(sec) == 0 {
				continue // no authentication, no limits
			}
			documentLimits(method, o)
		}
	}
	return paths
}

// documentLimits adds the limits to one authenticated operation.
func documentLimits(method string, o obj) {
	responses := o["responses"].(obj)
	if method == "post" {
		params, _ := o["parameters"].([]any)
		o["parameters"] = append(params, obj{
			"name": IdempotencyKeyHeader, "in": "header", "required": false,
			"schema": obj{"type": "string", "minLength": 1, "maxLength": maxIdempotencyKey},
			"description": "Makes the request safe to retry: for 24 hours, the same key with the same request replays the first " +
				"response (with Idempotent-Replayed: true) instead of acting again. 1 to 255 printable ASCII characters, e.g. a UUID.",
		})
		if _, ok := responses["409"]; !ok {
			responses["409"] = errorResponse("IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still in progress.")
		} else {
			responses["409"].(obj)["description"] = errorDescriptions[409] + " Or IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still in progress."
		}
		responses["422"] = errorResponse("IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different request.")
		if _, ok := responses["413"]; !ok {
			responses["413"] = errorResponse("PAYLOAD_TOO_LARGE: the body is over the plan's upload limit.")
		}
	}
	if method == "get" && strings.HasPrefix(o["operationId"].(string), "list") {
		ok := responses["200"].(obj)
		headers, _ := ok["headers"].(obj)
		if headers == nil {
			headers = obj{}
			ok["headers"] = headers
		}
		headers["ETag"] = obj{"schema": obj{"type": "string"}}
		responses["304"] = obj{"description": "Not modified: the If-None-Match header names the current ETag."}
	}
	quota := ""
	if method == "post" {
		quota = " or QUOTA_EXCEEDED: the plan's scans of this month are used up (the message names the date they reset)"
	}
	responses["429"] = errorResponse("RATE_LIMITED: the organisation's request budget is empty" + quota + ". Retry after Retry-After seconds.")
	responses["429"].(obj)["headers"].(obj)["Retry-After"] = obj{"$ref": "#/components/headers/RetryAfter"}
	for status, v := range responses {
		if status == "401" {
			continue // not authenticated: no organisation, no budget
		}
		r := v.(obj)
		headers, _ := r["headers"].(obj)
		if headers == nil {
			headers = obj{}
			r["headers"] = headers
		}
		for name, h := range rateLimitHeaders() {
			headers[name] = h
		}
		if method == "post" && strings.HasPrefix(status, "2") {
			headers[ReplayedHeader] = obj{"$ref": "#/components/headers/IdempotentReplayed"}
		}
	}
}
