package http

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sort"
	"strings"

	"github.com/vigilsec/vigil"
)

// obj is a JSON object of the OpenAPI document.
type obj = map[string]any

// OpenAPI returns the OpenAPI 3.1 document of the API: every endpoint, parameter, schema and error. The
// end-to-end tests validate every response against it, so it cannot drift from the code.
func OpenAPI() ([]byte, error) {
	// The webhook operations join the others before the limits are documented, since they are limited alike.
	all := paths()
	for k, v := range webhookPaths() {
		all[k] = v
	}
	doc := obj{
		"openapi": "3.1.0",
		"info": obj{
			"title":   "Vigil API",
			"version": "1.0.0",
			"description": "Upload Solidity smart contracts, scan them for vulnerabilities, and triage the findings.\n\n" +
				"Every request but the operations endpoints needs `Authorization: Bearer <API key>`. Every response carries a " +
				"`Request-Id` header. Errors use one envelope, `{\"error\": {\"code\", \"message\", \"param\", \"request_id\"}}`, " +
				"with these statuses: " + errorTable() + ".",
		},
		"servers":    []any{obj{"url": "/"}},
		"security":   []any{obj{"bearerAuth": []any{}}},
		"paths":      withLimitsPaths(all),
		"components": withLimitsComponents(components()),
	}
	for k, v := range webhookSchemas() {
		doc["components"].(obj)["schemas"].(obj)[k] = v
	}
	doc["webhooks"] = webhookEvents()
	withHead(doc["paths"].(obj))
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("openapi document: %w", err)
	}
	return b, nil
}

// withHead documents HEAD beside every GET operation: net/http's mux serves HEAD with the GET handler, so each
// answers with the GET's status and headers (304 on a matching If-None-Match included) and no body.
func withHead(paths obj) {
	for _, v := range paths {
		item := v.(obj)
		get, ok := item["get"].(obj)
		if !ok {
			continue
		}
		head := obj{}
		for k, v := range get {
			head[k] = v
		}
		head["operationId"] = "head" + upperFirst(get["operationId"].(string))
		head["summary"] = "Headers only: " + lowerFirst(get["summary"].(string))
		responses := obj{}
		for status, r := range get["responses"].(obj) {
			bodiless := obj{}
			for k, v := range r.(obj) {
				if k != "content" {
					bodiless[k] = v
				}
			}
			responses[status] = bodiless
		}
		head["responses"] = responses
		item["head"] = head
	}
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

func (s *Server) openAPI(w http.ResponseWriter, r *http.Request) error {
	b, err := OpenAPI()
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(b)
	return nil
}

func ref(name string) obj { return obj{"$ref": "#/components/schemas/" + name} }

func str(desc string) obj { return obj{"type": "string", "description": desc} }

func nullable(t string, desc string) obj { return obj{"type": []any{t, "null"}, "description": desc} }

func enum[T ~string](vals []T) []any {
	out := make([]any, len(vals))
	for i, v := range vals {
		out[i] = string(v)
	}
	return out
}

// object is a closed object schema whose properties are all required.
func object(props obj, optional ...string) obj {
	var req []string
	for k := range props {
		if !contains(optional, k) {
			req = append(req, k)
		}
	}
	sort.Strings(req)
	o := obj{"type": "object", "properties": props, "additionalProperties": false}
	if len(req) > 0 {
		o["required"] = req
	}
	return o
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func jsonContent(schema obj) obj { return obj{"application/json": obj{"schema": schema}} }

// dependency is the schema of a file's dependency flag.
var dependency = obj{"type": "boolean", "description": "A file sent only for what the others import from it (an imported Ownable, say): " +
	"analysed with them, but its own findings are not reported."}

func components() obj {
	timeStr := obj{"type": "string", "format": "date-time"}
	nullTime := obj{"type": []any{"string", "null"}, "format": "date-time"}
	location := obj{
		"file": str("File path within the upload."), "start_line": obj{"type": "integer"}, "start_column": obj{"type": "integer"},
		"end_line": obj{"type": "integer"}, "end_column": obj{"type": "integer"},
		"contract": str("Enclosing contract."), "function": str("Enclosing function."),
	}
	related := obj{}
	for k, v := range location {
		if k != "contract" && k != "function" {
			related[k] = v
		}
	}
	related["message"] = str("Why this place matters.")
	vuln := obj{
		"id": str("Vulnerability id (vln_…)."), "detector": str("Detector id, e.g. reentrancy-eth."), "title": str("Short title."),
		"severity": ref("Severity"), "confidence": obj{"type": "string", "enum": []any{"high", "medium", "low"}, "description": "How sure the detector is."},
		"swc": str("SWC id, e.g. SWC-107; empty when none fits."), "cwe": str("CWE id; empty when none fits."),
		"message": str("What is wrong, here."), "recommendation": str("How to fix it."),
		"location": ref("Location"), "related": obj{"type": "array", "items": ref("RelatedLocation")},
		"fingerprint": str("Stable identity of the finding across scans of the same contract."),
		"suppressed":  obj{"type": "boolean", "description": "Suppressed by a vigil-disable comment in the source."},
		"scan_id":     str("The scan that found it."), "contract_id": str("The contract."),
		"status":             obj{"type": "string", "enum": enum(vigil.VulnerabilityStatuses), "description": "Triage status; carries over to later scans."},
		"comment":            str("Triage comment."),
		"first_seen_scan_id": str("The first scan of the contract that found this fingerprint."),
		"created_at":         timeStr,
	}
	list := func(item string) obj {
		return object(obj{
			"object":      obj{"const": "list"},
			"data":        obj{"type": "array", "items": ref(item)},
			"has_more":    obj{"type": "boolean"},
			"next_cursor": nullable("string", "Cursor of the next page; null on the last page and in page style."),
			"total_count": obj{"type": "integer", "description": "Size of the whole list (page style only)."},
		}, "total_count")
	}
	apiKey := obj{
		"id": str("Key id (key_…)."), "name": str("Label."), "prefix": str("The key's public start, vgl_live_<id>."),
		"last4": str("The key's last four characters."), "scopes": obj{"type": "array", "items": ref("Scope")},
		"created_at": timeStr, "last_used_at": nullTime, "expires_at": nullTime, "revoked_at": nullTime,
	}
	createdKey := obj{"key": str("The full key. It is shown only in this response.")}
	for k, v := range apiKey {
		createdKey[k] = v
	}
	contract := obj{
		"id": str("Contract id (ctr_…)."), "name": str("Name of the upload."),
		"files":          obj{"type": "array", "items": ref("ContractFile")},
		"sha256":         str("SHA-256 over the whole upload."),
		"created_at":     timeStr,
		"latest_scan_id": nullable("string", "The most recent scan."),
		"metadata":       obj{"type": "object", "additionalProperties": obj{"type": "string"}},
	}
	uploaded := obj{
		"scan":          obj{"oneOf": []any{ref("Scan"), obj{"type": "null"}}, "description": "The scan the upload started; null with scan=false."},
		"ignored_files": obj{"type": "array", "items": obj{"type": "string"}, "description": "Files received but not analysed."},
	}
	for k, v := range contract {
		uploaded[k] = v
	}
	return obj{
		"headers":         obj{"RequestId": obj{"description": "The request's id, also in the error body.", "schema": obj{"type": "string"}}},
		"securitySchemes": obj{"bearerAuth": obj{"type": "http", "scheme": "bearer", "description": "An API key: vgl_live_<id>_<secret>."}},
		"schemas": obj{
			"Error": object(obj{"error": object(obj{
				"code":       obj{"type": "string", "enum": enum(errorCodes)},
				"message":    str("Human-readable text."),
				"param":      str("The request parameter at fault."),
				"request_id": str("The request's id, also in the Request-Id header."),
			}, "param")}),
			"Severity":        obj{"type": "string", "enum": enum(vigil.Severities)},
			"Scope":           obj{"type": "string", "enum": enum(vigil.AllScopes)},
			"Location":        object(location, "contract", "function"),
			"RelatedLocation": object(related),
			"ContractFile": object(obj{"path": str("Path within the upload."), "sha256": str("SHA-256 of the file."), "size": obj{"type": "integer"},
				"dependency": dependency}),
			"Contract":         object(contract),
			"UploadedContract": object(uploaded),
			"ContractSource": object(obj{
				"contract_id": str("The contract."),
				"files":       obj{"type": "array", "items": object(obj{"path": str("Path."), "content": str("Source text."), "dependency": dependency})},
			}),
			"ScanSummary": object(obj{
				"critical": obj{"type": "integer"}, "high": obj{"type": "integer"}, "medium": obj{"type": "integer"},
				"low": obj{"type": "integer"}, "informational": obj{"type": "integer"}, "total": obj{"type": "integer"},
				"max_severity": obj{"oneOf": []any{ref("Severity"), obj{"type": "null"}}},
			}),
			"ScanWarning": object(obj{"file": str("File."), "line": obj{"type": "integer"}, "column": obj{"type": "integer"}, "message": str("Text.")},
				"file", "line", "column"),
			"Scan": object(obj{
				"id": str("Scan id (scn_…)."), "contract_id": str("The contract scanned."),
				"status":     obj{"type": "string", "enum": enum(vigil.ScanStatuses)},
				"created_at": timeStr, "started_at": nullTime, "completed_at": nullTime,
				"engine_version": str("Engine version; empty until the scan completes."),
				"summary":        ref("ScanSummary"),
				"error": obj{"oneOf": []any{object(obj{
					"code":    obj{"type": "string", "enum": []any{vigil.ScanErrorEngine, vigil.ScanErrorTimeout, vigil.ScanErrorNoSource, vigil.ScanErrorInterrupted}},
					"message": str("Why the scan failed."),
				}), obj{"type": "null"}}},
				"warnings": obj{"type": "array", "items": ref("ScanWarning")},
			}),
			"Vulnerability": object(vuln),
			"Report": object(obj{
				"object": obj{"const": "report"}, "scan": ref("Scan"),
				"vulnerabilities": obj{"type": "array", "items": ref("Vulnerability")},
			}),
			"APIKey":            object(apiKey),
			"CreatedAPIKey":     object(createdKey),
			"ContractList":      list("Contract"),
			"ScanList":          list("Scan"),
			"VulnerabilityList": list("Vulnerability"),
			"APIKeyList":        list("APIKey"),
			"Health":            object(obj{"status": obj{"type": "string", "enum": []any{"ok", "unavailable"}}}),
		},
	}
}

// errorResponse documents an error status.
func errorResponse(desc string) obj {
	return obj{"description": desc, "headers": obj{"Request-Id": obj{"$ref": "#/components/headers/RequestId"}}, "content": jsonContent(ref("Error"))}
}

// op builds an operation with the error responses every authenticated endpoint can give, plus extra ones.
func op(id, summary, scope string, ok obj, params []any, body obj, errs ...int) obj {
	responses := obj{}
	for code, r := range ok {
		responses[code] = r
	}
	all := append([]int{400, 401, 403, 404, 500}, errs...)
	for _, c := range all {
		responses[fmt.Sprint(c)] = errorResponse(errorDescriptions[c])
	}
	o := obj{"operationId": id, "summary": summary, "responses": responses}
	if scope != "" {
		o["description"] = "Requires the scope `" + scope + "`."
	}
	if len(params) > 0 {
		o["parameters"] = params
	}
	if body != nil {
		o["requestBody"] = body
	}
	return o
}

var errorDescriptions = map[int]string{
	400: "VALIDATION_ERROR, INVALID_JSON or INVALID_CURSOR.",
	401: "UNAUTHORIZED: Missing or invalid API key.",
	403: "FORBIDDEN: the key lacks the scope.",
	404: "NOT_FOUND, also for another organisation's resources.",
	409: "CONFLICT: the resource is not in a state that allows this.",
	413: "PAYLOAD_TOO_LARGE.",
	415: "UNSUPPORTED_MEDIA_TYPE.",
	500: "INTERNAL.",
	503: "SERVICE_UNAVAILABLE: webhook deliveries are not enabled on this server (it runs without the delivery queue).",
}

func okJSON(status, desc, schema string, headers ...string) obj {
	r := obj{"description": desc, "content": jsonContent(ref(schema))}
	h := obj{}
	for _, name := range headers {
		h[name] = obj{"schema": obj{"type": "string"}}
	}
	if len(h) > 0 {
		r["headers"] = h
	}
	out := obj{status: r}
	if contains(headers, "ETag") {
		out["304"] = obj{"description": "Not modified: the If-None-Match header names the current ETag."}
	}
	return out
}

func pathParam(desc string) obj {
	return obj{"name": "id", "in": "path", "required": true, "schema": obj{"type": "string"}, "description": desc}
}

func queryParam(name, desc string, schema obj) obj {
	return obj{"name": name, "in": "query", "required": false, "schema": schema, "description": desc}
}

// listParams are the pagination and sort parameters of a list, then its filters.
func listParams(sorts []string, filters ...obj) []any {
	p := []any{
		queryParam("limit", "Cursor style: page size, 1 to 100 (default 20).", obj{"type": "integer", "minimum": 1, "maximum": 100}),
		queryParam("cursor", "Cursor style: next_cursor of the previous page.", obj{"type": "string"}),
		queryParam("page", "Page style: page number from 1; the response adds total_count and a Link header.", obj{"type": "integer", "minimum": 1}),
		queryParam("per_page", "Page style: page size, 1 to 100.", obj{"type": "integer", "minimum": 1, "maximum": 100}),
		queryParam("sort", "Comma list of fields, each optionally prefixed with - for descending: "+strings.Join(sorts, ", ")+". Default -created_at.", obj{"type": "string"}),
	}
	for _, f := range filters {
		p = append(p, f)
	}
	return p
}

func listOK(schema string) obj {
	r := okJSON("200", "One page of the list.", schema)
	r["200"].(obj)["headers"] = obj{"Link": obj{"description": "RFC 8288 links (page style).", "schema": obj{"type": "string"}}}
	return r
}

func paths() obj {
	idStr := obj{"type": "string"}
	uploadBody := obj{
		"required": true,
		"content": obj{
			"application/json": obj{"schema": object(obj{
				"name": str("Name of the upload; defaults to the name of the first file that is not a dependency."),
				"files": obj{"type": "array", "minItems": 1, "description": "At least one file must not be a dependency. Dependencies count towards the " +
					"upload limits like the other files.", "items": object(obj{
					"path":    str("Relative path ending in .sol; a dependency's is its import path, e.g. @openzeppelin/contracts/access/Ownable.sol."),
					"content": str("UTF-8 source text."),
					"dependency": obj{"type": "boolean", "description": "Analyse the file with the others but do not report its own findings " +
						"(default false)."},
				}, "dependency")},
				"scan": obj{"type": "boolean", "description": "Start a scan (default true)."},
			}, "name", "scan")},
			"multipart/form-data": obj{"schema": obj{"type": "object", "properties": obj{
				"files": obj{"type": "array", "items": obj{"type": "string", "format": "binary"}, "description": "One or more .sol files, or one .zip archive."},
				"dependencies": obj{"type": "array", "items": obj{"type": "string", "format": "binary"}, "description": "Files analysed with the others " +
					"whose own findings are not reported, as for files[].dependency in JSON: one or more .sol files, or one .zip archive. " +
					"They count towards the upload limits."},
				"name": obj{"type": "string"},
				"scan": obj{"type": "string", "enum": []any{"true", "false"}},
			}, "required": []any{"files"}}},
			"application/zip": obj{"schema": obj{"type": "string", "format": "binary", "description": "A zip archive of the sources, with name " +
				"and scan as query parameters. It has no dependencies: send those with JSON or in the multipart field dependencies."}},
		},
	}
	patchBody := obj{"required": true, "content": jsonContent(object(obj{
		"status":  obj{"type": "string", "enum": enum(vigil.VulnerabilityStatuses)},
		"comment": obj{"type": "string", "maxLength": 2000},
	}, "status", "comment"))}
	keyBody := obj{"required": true, "content": jsonContent(object(obj{
		"name":       obj{"type": "string", "maxLength": 200},
		"scopes":     obj{"type": "array", "items": ref("Scope"), "description": "Default: the calling key's scopes."},
		"expires_at": obj{"type": "string", "format": "date-time"},
	}, "name", "scopes", "expires_at"))}
	health := obj{"200": obj{"description": "Healthy.", "content": jsonContent(ref("Health"))}}
	ready := obj{
		"200": obj{"description": "Ready.", "content": jsonContent(ref("Health"))},
		"503": obj{"description": "The database does not answer.", "content": jsonContent(ref("Health"))},
	}
	p := APIPrefix
	return obj{
		"/healthz": obj{"get": obj{"operationId": "healthz", "summary": "Liveness.", "security": []any{}, "responses": health}},
		"/readyz":  obj{"get": obj{"operationId": "readyz", "summary": "Readiness: checks the database.", "security": []any{}, "responses": ready}},
		"/metrics": obj{"get": obj{"operationId": "metrics", "summary": "Prometheus metrics.", "security": []any{},
			"responses": obj{"200": obj{"description": "Metrics in the Prometheus text format.", "content": obj{"text/plain": obj{"schema": obj{"type": "string"}}}}}}},
		p + "/openapi.json": obj{"get": obj{"operationId": "openapi", "summary": "This document.", "security": []any{},
			"responses": obj{"200": obj{"description": "The OpenAPI document.", "content": jsonContent(obj{"type": "object"})}}}},
		p + "/contracts/upload": obj{"post": op("uploadContract", "Upload Solidity source and start a scan.", string(vigil.ScopeContractsWrite),
			okJSON("201", "The contract, with the scan it started.", "UploadedContract", "Location"), nil, uploadBody, 413, 415)},
		p + "/contracts": obj{"get": op("listContracts", "List contracts.", string(vigil.ScopeContractsRead), listOK("ContractList"),
			listParams([]string{"created_at", "name", "id"}, queryParam("name", "Exact name.", idStr)), nil)},
		p + "/contracts/{id}": obj{
			"parameters": []any{pathParam("Contract id.")},
			"get":        op("getContract", "Get a contract.", string(vigil.ScopeContractsRead), okJSON("200", "The contract.", "Contract", "ETag"), nil, nil),
			"delete": op("deleteContract", "Delete a contract with its scans and vulnerabilities.", string(vigil.ScopeContractsWrite),
				obj{"204": obj{"description": "Deleted."}}, nil, nil),
		},
		p + "/contracts/{id}/source": obj{"parameters": []any{pathParam("Contract id.")},
			"get": op("getContractSource", "Get the source of every file.", string(vigil.ScopeContractsRead), okJSON("200", "The files.", "ContractSource", "ETag"), nil, nil)},
		p + "/contracts/{id}/scans": obj{"parameters": []any{pathParam("Contract id.")},
			"post": op("rescanContract", "Scan the contract again.", string(vigil.ScopeScansWrite), okJSON("202", "The queued scan.", "Scan", "Location"), nil, nil)},
		p + "/scans": obj{"get": op("listScans", "List scans.", string(vigil.ScopeContractsRead), listOK("ScanList"),
			listParams([]string{"created_at", "id"},
				queryParam("contract_id", "Scans of one contract.", idStr),
				queryParam("status", "One status or a comma list: "+joinEnum(enum(vigil.ScanStatuses))+".", idStr)), nil)},
		p + "/scans/{id}": obj{"parameters": []any{pathParam("Scan id.")},
			"get": op("getScan", "Get a scan.", string(vigil.ScopeContractsRead), okJSON("200", "The scan.", "Scan", "ETag"), nil, nil)},
		p + "/scans/{id}/cancel": obj{"parameters": []any{pathParam("Scan id.")},
			"post": op("cancelScan", "Cancel a queued or running scan.", string(vigil.ScopeScansWrite), okJSON("200", "The canceled scan.", "Scan"), nil, nil, 409)},
		p + "/scans/{id}/report": obj{"parameters": []any{pathParam("Scan id.")},
			"get": op("getScanReport", "The whole report of a completed scan, as JSON or SARIF 2.1.0 (also with Accept: application/sarif+json).",
				string(vigil.ScopeContractsRead),
				obj{"200": obj{"description": "The report.", "content": obj{
					"application/json":       obj{"schema": ref("Report")},
					"application/sarif+json": obj{"schema": obj{"type": "object"}},
				}}},
				[]any{queryParam("format", "json (default) or sarif.", obj{"type": "string", "enum": []any{"json", "sarif"}})}, nil, 409)},
		p + "/vulnerabilities": obj{"get": op("listVulnerabilities",
			"List vulnerabilities; without scan_id, those of each contract's latest completed scan.", string(vigil.ScopeVulnerabilitiesRead),
			listOK("VulnerabilityList"),
			listParams([]string{"created_at", "severity", "confidence", "detector", "id"},
				queryParam("severity", "One severity or a comma list: "+joinEnum(enum(vigil.Severities))+".", idStr),
				queryParam("scan_id", "Vulnerabilities of one scan.", idStr),
				queryParam("contract_id", "Vulnerabilities of one contract.", idStr),
				queryParam("detector", "Detector id or comma list.", idStr),
				queryParam("swc", "SWC id or comma list, e.g. SWC-107.", idStr),
				queryParam("status", "Triage status or comma list: "+joinEnum(enum(vigil.VulnerabilityStatuses))+".", idStr),
				queryParam("confidence", "high, medium, low, or a comma list.", idStr),
				queryParam("suppressed", "true for findings suppressed by a vigil-disable comment, false for the others.", obj{"type": "boolean"})), nil)},
		p + "/vulnerabilities/{id}": obj{"parameters": []any{pathParam("Vulnerability id.")},
			"get": op("getVulnerability", "Get a vulnerability.", string(vigil.ScopeVulnerabilitiesRead), okJSON("200", "The vulnerability.", "Vulnerability", "ETag"), nil, nil),
			"patch": op("updateVulnerability", "Triage a vulnerability; the status carries over by fingerprint to later scans.",
				string(vigil.ScopeVulnerabilitiesWrite), okJSON("200", "The vulnerability.", "Vulnerability"), nil, patchBody, 413, 415)},
		p + "/api-keys": obj{
			"post": op("createAPIKey", "Create an API key; the full key is in this response only.", string(vigil.ScopeKeysWrite),
				okJSON("201", "The key, with its full text.", "CreatedAPIKey", "Location"), nil, keyBody, 413, 415),
			"get": op("listAPIKeys", "List the organisation's API keys.", string(vigil.ScopeKeysWrite), listOK("APIKeyList"),
				listParams([]string{"created_at", "id"}), nil),
		},
		p + "/api-keys/{id}": obj{"parameters": []any{pathParam("Key id.")},
			"delete": op("revokeAPIKey", "Revoke an API key.", string(vigil.ScopeKeysWrite), okJSON("200", "The revoked key.", "APIKey"), nil, nil)},
	}
}

// errorTable lists each error code with its status, from the server's own table.
func errorTable() string {
	parts := make([]string, len(errorCodes))
	for i, c := range errorCodes {
		parts[i] = fmt.Sprintf("%s %d", c, StatusOf(c))
	}
	return strings.Join(parts, ", ")
}

func joinEnum(vals []any) string {
	s := make([]string, len(vals))
	for i, v := range vals {
		s[i] = fmt.Sprint(v)
	}
	return strings.Join(s, ", ")
}
