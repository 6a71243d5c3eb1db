package report_test

import (
	"os"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/engine"
	"github.com/vigilsec/vigil/report"
)

func ExampleText() {
	res := &engine.Result{
		Findings: []vigil.Finding{
			{
				Detector: "tx-origin", Severity: vigil.SeverityHigh,
				Message:  "Wallet.transfer() authorises the caller with tx.origin",
				Location: vigil.Location{File: "contracts/Wallet.sol", StartLine: 12, StartColumn: 17},
			},
			{
				Detector: "reentrancy-eth", Severity: vigil.SeverityCritical,
				Message:  "Bank.withdraw() sends ether before it updates balances[msg.sender]",
				Location: vigil.Location{File: "contracts/Bank.sol", StartLine: 19, StartColumn: 9},
			},
		},
		Errors: []engine.SyntaxError{{File: "contracts/Broken.sol", Line: 7, Column: 14, Message: "expected ';' after expression"}},
	}
	if err := report.Text(os.Stdout, res, report.TextOptions{}); err != nil {
		panic(err)
	}
	// Output:
	// contracts/Bank.sol:19:9  critical  reentrancy-eth  Bank.withdraw() sends ether before it updates balances[msg.sender]
	//
	// contracts/Wallet.sol:12:17  high      tx-origin       Wallet.transfer() authorises the caller with tx.origin
	//
	// contracts/Broken.sol:7:14  syntax error  expected ';' after expression
	//
	// 2 findings (1 critical, 1 high), 1 syntax error in 1 file
}

func ExampleJSON() {
	res := &engine.Result{Findings: []vigil.Finding{{
		Detector: "unchecked-send", Title: "Return value of send is not checked", Severity: vigil.SeverityMedium,
		Confidence: vigil.ConfidenceHigh, SWC: "SWC-104", CWE: "CWE-252", Message: "Bank.pay() ignores the result of send",
		Location:    vigil.Location{File: "contracts/Bank.sol", StartLine: 30, StartColumn: 9, EndLine: 30, EndColumn: 31},
		Fingerprint: "77d2b0aa", Suppressed: true,
	}}}
	if err := report.JSON(os.Stdout, res); err != nil {
		panic(err)
	}
	// Output:
	// {
	//   "findings": [
	//     {
	//       "detector": "unchecked-send",
	//       "title": "Return value of send is not checked",
	//       "severity": "medium",
	//       "confidence": "high",
	//       "swc": "SWC-104",
	//       "cwe": "CWE-252",
	//       "message": "Bank.pay() ignores the result of send",
	//       "recommendation": "",
	//       "location": {
	//         "file": "contracts/Bank.sol",
	//         "start_line": 30,
	//         "start_column": 9,
	//         "end_line": 30,
	//         "end_column": 31
	//       },
	//       "related": [],
	//       "fingerprint": "77d2b0aa",
	//       "suppressed": true
	//     }
	//   ],
	//   "errors": []
	// }
}
