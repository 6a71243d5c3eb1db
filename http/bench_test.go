package http_test

import (
	"net/http"
	"testing"

	"github.com/vigilsec/vigil"
)

// benchSetup is a service holding one scan with 100 vulnerabilities.
func benchSetup(b *testing.B) (*bundle, *uploadResult) {
	b.Helper()
	bb := setup(b, options{analyze: fakeEngine})
	src := ""
	for range 100 {
		src += "// finding: high unchecked-call SWC-104\n"
	}
	up := bb.upload(b, bb.key, file{"V.sol", src})
	bb.waitScan(b, bb.key, up.Scan.ID)
	return bb, up
}

func BenchmarkListVulnerabilities(b *testing.B) {
	bb, _ := benchSetup(b)
	b.ResetTimer()
	for range b.N {
		var l list[vigil.Vulnerability]
		bb.getJSONFast(b, "/api/v1/vulnerabilities?severity=high&sort=-severity&limit=50", &l)
		if len(l.Data) != 50 {
			b.Fatalf("%d vulnerabilities", len(l.Data))
		}
	}
}

func BenchmarkGetScan(b *testing.B) {
	bb, up := benchSetup(b)
	b.ResetTimer()
	for range b.N {
		bb.getJSONFast(b, "/api/v1/scans/"+up.Scan.ID, nil)
	}
}

func BenchmarkUploadJSON(b *testing.B) {
	bb := setup(b, options{analyze: fakeEngine})
	body := jsonUpload("bench", boolPtr(false), file{"A.sol", bank})
	b.ResetTimer()
	for range b.N {
		req, _ := http.NewRequest("POST", bb.srv.URL+"/api/v1/contracts/upload", bytesReader(body))
		req.Header.Set("Authorization", "Bearer "+bb.key)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil || resp.StatusCode != http.StatusCreated {
			b.Fatalf("upload = %v, %v", resp, err)
		}
		resp.Body.Close()
	}
}
