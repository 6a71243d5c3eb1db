package client_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/client"
)

// Upload a contract, wait for its scan and walk through its high and critical vulnerabilities.
func Example() {
	c, err := client.New(os.Getenv("VIGIL_URL"), os.Getenv("VIGIL_API_KEY"), client.WithUserAgent("example/1.0"))
	if err != nil {
		log.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()

	up, err := c.Upload(ctx, client.Upload{Name: "bank", Files: []client.File{
		{Path: "contracts/Bank.sol", Content: []byte("pragma solidity ^0.8.20; contract Bank {}")},
	}})
	if err != nil {
		log.Fatal(err)
	}
	scan, err := c.WaitScan(ctx, up.Scan.ID)
	if err != nil {
		log.Fatal(err)
	}
	if scan.Status != vigil.ScanCompleted {
		log.Fatalf("scan %s", scan.Status)
	}
	filter := client.VulnerabilityFilter{ScanID: scan.ID, Severity: []vigil.Severity{vigil.SeverityCritical, vigil.SeverityHigh}}
	for v, err := range c.Vulnerabilities(ctx, filter, client.ListParams{Limit: 100}) {
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s:%d %s %s\n", v.Location.File, v.Location.StartLine, v.Severity, v.Title)
	}
}
