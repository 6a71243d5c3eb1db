package detector

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/internal/sharedtest"
	"github.com/vigilsec/vigil/solidity"
)

// TestStateFlowRatings checks the severity and confidence the flow- and state-based detectors give in the cases
// where they lower their default (the want-comment tests check only messages).
func TestStateFlowRatings(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name       string
		detector   *Detector
		src        string
		line       int
		severity   vigil.Severity
		confidence vigil.Confidence
	}{
		{
			name:     "a library helper nothing in the unit calls depends on its future callers",
			detector: IntegerOverflow,
			src: `pragma solidity ^0.7.0;
library Fees {
    function inside(uint256 global, uint256 outside) internal pure returns (uint256) { return global - outside; }
}`,
			line: 3, severity: vigil.SeverityMedium, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "the same helper called with a public caller's value",
			detector: IntegerOverflow,
			src: `pragma solidity ^0.7.0;
library Fees {
    function inside(uint256 global, uint256 outside) internal pure returns (uint256) { return global - outside; }
}
contract Pool { uint256 public g; function fee(uint256 o) external view returns (uint256) { return Fees.inside(g, o); } }`,
			line: 3, severity: vigil.SeverityHigh, confidence: vigil.ConfidenceMedium,
		},
		{
			name:     "a contract that keeps no state holds only what the current transaction left",
			detector: UnprotectedTokenWithdrawal,
			src: `pragma solidity ^0.8.0;
interface IERC20 { function balanceOf(address) external view returns (uint256); function transfer(address, uint256) external returns (bool); }
contract Router {
    address public immutable WETH9; constructor(address w) { WETH9 = w; }
    function sweepToken(IERC20 token, address recipient) external { uint256 b = token.balanceOf(address(this)); if (b > 0) require(token.transfer(recipient, b)); }
}`,
			line: 5, severity: vigil.SeverityLow, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "a contract that keeps state may hold funds it owes",
			detector: UnprotectedTokenWithdrawal,
			src: `pragma solidity ^0.8.0;
interface IERC20 { function balanceOf(address) external view returns (uint256); function transfer(address, uint256) external returns (bool); }
contract Vault {
    mapping(address => uint256) public deposits;
    function sweepToken(IERC20 token, address recipient) external { uint256 b = token.balanceOf(address(this)); if (b > 0) require(token.transfer(recipient, b)); }
}`,
			line: 5, severity: vigil.SeverityHigh, confidence: vigil.ConfidenceMedium,
		},
		{
			name:     "a helper handed only the timestamp counts it in half hours: a schedule, low",
			detector: WeakRandomness,
			src: `pragma solidity =0.6.6;
contract W {
    mapping(address => uint[]) public obs;
    function indexOf(uint timestamp) public pure returns (uint8) { return uint8(timestamp / 1800 % 24); }
    function update(address pair) external { uint8 i = indexOf(block.timestamp); obs[pair][i] = block.timestamp; }
}`,
			line: 5, severity: vigil.SeverityLow, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "a helper handed the block number takes it modulo a number: a draw",
			detector: WeakRandomness,
			src: `pragma solidity =0.6.6;
contract W {
    address[] public players;
    function pick(uint seed) public view returns (uint) { return seed % players.length; }
    function draw() external view returns (address) { uint i = pick(block.number); return players[i]; }
}`,
			line: 5, severity: vigil.SeverityHigh, confidence: vigil.ConfidenceMedium,
		},
		{
			name:     "ether paid into a function of a contract fixed at deployment calls back only if its code does",
			detector: ReentrancyEth,
			src: `pragma solidity ^0.8.0;
interface IWETH { function deposit() external payable; }
contract Fees {
    IWETH immutable weth; mapping(address => uint256) deficit;
    constructor(IWETH w) { weth = w; }
    function pay(address pool) external payable { weth.deposit{value: msg.value}(); deficit[pool] = 0; }
}`,
			line: 6, severity: vigil.SeverityLow, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "the same through a conversion of the fixed address to the contract's type",
			detector: ReentrancyEth,
			src: `pragma solidity ^0.8.0;
interface IWERC20 { function deposit() external payable; }
contract Fees {
    address public immutable i_native; mapping(address => uint256) deficit;
    constructor(address w) { i_native = w; }
    function pay(address pool) external payable { IWERC20(i_native).deposit{value: msg.value}(); deficit[pool] = 0; }
}`,
			line: 6, severity: vigil.SeverityLow, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "ether sent by a low-level call to a fixed address may reach any code",
			detector: ReentrancyEth,
			src: `pragma solidity ^0.8.0;
contract Fees {
    address immutable sink; mapping(address => uint256) deficit;
    constructor(address s) { sink = s; }
    function pay(address pool) external payable { (bool ok, ) = sink.call{value: msg.value}(""); require(ok); deficit[pool] = 0; }
}`,
			line: 5, severity: vigil.SeverityCritical, confidence: vigil.ConfidenceHigh,
		},
		{
			name:     "a token set once by an initializer calls back only if its code does",
			detector: ReentrancyCrossFunction,
			src: `pragma solidity ^0.8.0;
interface IToken { function transferFrom(address, address, uint256) external returns (bool); }
contract C {
    IToken token; bool done; mapping(address => uint256) stakes;
    function initialize(IToken t) external { require(!done); done = true; token = t; }
    function stake(uint256 a) external { require(token.transferFrom(msg.sender, address(this), a)); stakes[msg.sender] += a; }
    function unstake(uint256 a) external { require(stakes[msg.sender] >= a); stakes[msg.sender] -= a; }
}`,
			line: 6, severity: vigil.SeverityLow, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "a strategy only a privileged account sets calls back only if its code does",
			detector: ReentrancyNoEth,
			src: `pragma solidity ^0.8.0;
interface IStrategy { function divest(uint256) external returns (uint256); function held() external view returns (uint256); }
contract V {
    IStrategy strategy; address owner = msg.sender;
    function setStrategy(IStrategy s) external { require(msg.sender == owner); if (address(strategy) != address(0)) { strategy.divest(strategy.held()); } strategy = s; }
}`,
			line: 5, severity: vigil.SeverityLow, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "a strategy any caller sets is the default rating",
			detector: ReentrancyNoEth,
			src: `pragma solidity ^0.8.0;
interface IStrategy { function divest(uint256) external returns (uint256); function held() external view returns (uint256); }
contract V {
    IStrategy strategy;
    function setStrategy(IStrategy s) external { if (address(strategy) != address(0)) { strategy.divest(strategy.held()); } strategy = s; }
}`,
			line: 5, severity: vigil.SeverityMedium, confidence: vigil.ConfidenceMedium,
		},
		{
			name:     "a slot delegatecalled with a clash only a privileged caller sets off is medium",
			detector: DelegatecallStorageClash,
			src: `pragma solidity ^0.8.0;
contract P {
    address lib; address owner;
    function set(uint256 t) external { require(msg.sender == owner); (bool ok, ) = lib.delegatecall(abi.encodeWithSignature("setTime(uint256)", t)); require(ok); }
}
contract L { uint256 stored; function setTime(uint256 t) public { stored = t; } }`,
			line: 4, severity: vigil.SeverityMedium, confidence: vigil.ConfidenceMedium,
		},
		{
			name:     "time window modulo a day is a schedule: low",
			detector: WeakRandomness,
			src: `pragma solidity ^0.8.0;
contract C {
    uint256 b;
    function f() external {
        if (block.timestamp % 86400 < 3600) { b += 1; }
    }
}`,
			line: 5, severity: vigil.SeverityLow, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "timestamp modulo a few seconds is a draw: low confidence",
			detector: WeakRandomness,
			src: `pragma solidity ^0.8.0;
contract C {
    uint256 b;
    function f() external {
        if (block.timestamp % 15 == 0) { b += 1; }
    }
}`,
			line: 5, severity: vigil.SeverityHigh, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "hash of block data is medium confidence",
			detector: WeakRandomness,
			src: `pragma solidity ^0.8.0;
contract C {
    address[] ps;
    function f() external {
        uint256 r = uint256(keccak256(abi.encodePacked(block.prevrandao)));
        payable(ps[r % ps.length]).transfer(1);
    }
}`,
			line: 5, severity: vigil.SeverityHigh, confidence: vigil.ConfidenceMedium,
		},
		{
			name:     "uninitialised account in a check is medium severity",
			detector: UninitializedState,
			src: `pragma solidity ^0.8.0;
contract C {
    address admin;
    uint256 fee;
    function f(uint256 x) external { require(msg.sender == admin); fee = x; }
}`,
			line: 3, severity: vigil.SeverityMedium, confidence: vigil.ConfidenceHigh,
		},
		{
			name:     "payment behind a check against the never-set account is medium severity",
			detector: UninitializedState,
			src: `pragma solidity ^0.8.0;
contract C {
    address payable owner;
    function f() external { require(msg.sender == owner); owner.transfer(1); }
}`,
			line: 3, severity: vigil.SeverityMedium, confidence: vigil.ConfidenceHigh,
		},
		{
			name:     "paid position is low confidence",
			detector: UnprotectedOwnerChange,
			src: `pragma solidity ^0.8.0;
contract C {
    address king;
    uint256 price;
    function claim() external { require(msg.sender == king); payable(msg.sender).transfer(1); }
    function buy() external payable { require(msg.value > price); king = msg.sender; price = msg.value; }
}`,
			line: 6, severity: vigil.SeverityLow, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "a pool's token the owner listed calls back only if its code does",
			detector: ReentrancyCrossFunction,
			src: `pragma solidity ^0.8.0;
interface IERC20 { function transferFrom(address, address, uint256) external returns (bool); }
contract C {
    struct Pool { IERC20 token; uint256 total; }
    Pool[] pools; address owner; bool locked; mapping(address => uint256) amounts;
    modifier lock() { require(!locked); locked = true; _; locked = false; }
    function add(IERC20 t) external { require(msg.sender == owner); pools.push(Pool({token: t, total: 0})); }
    function deposit(uint256 pid, uint256 a) external lock { Pool storage p = pools[pid]; bump(p); require(p.token.transferFrom(msg.sender, address(this), a)); amounts[msg.sender] += a; }
    function bump(Pool storage p) internal { p.total += 1; }
    function pending(address u) external view returns (uint256) { return amounts[u]; }
}`,
			line: 8, severity: vigil.SeverityLow, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "a collection only the owner allows calls back only if its code does",
			detector: ReentrancyCrossFunction,
			src: `pragma solidity ^0.8.0;
interface IERC721 { function transferFrom(address, address, uint256) external; }
contract C {
    address owner = msg.sender; mapping(address => bool) allowed; uint256 total; mapping(address => uint256) shares;
    function allow(address c, bool a) external { require(msg.sender == owner); allowed[c] = a; }
    function deposit(address c, uint256 id, uint256 v) external { require(allowed[c], "collection"); IERC721(c).transferFrom(msg.sender, address(this), id); total += v; shares[msg.sender] += v; }
    function shareOf(address u) external view returns (uint256) { return shares[u] * 1e18 / total; }
}`,
			line: 6, severity: vigil.SeverityLow, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "a collection any caller allows may be the caller's own contract",
			detector: ReentrancyCrossFunction,
			src: `pragma solidity ^0.8.0;
interface IERC721 { function transferFrom(address, address, uint256) external; }
contract C {
    mapping(address => bool) allowed; uint256 total; mapping(address => uint256) shares;
    function allow(address c, bool a) external { allowed[c] = a; }
    function deposit(address c, uint256 id, uint256 v) external { require(allowed[c], "collection"); IERC721(c).transferFrom(msg.sender, address(this), id); total += v; shares[msg.sender] += v; }
    function shareOf(address u) external view returns (uint256) { return shares[u] * 1e18 / total; }
}`,
			line: 6, severity: vigil.SeverityMedium, confidence: vigil.ConfidenceMedium,
		},
		{
			name:     "read-only reentrancy is medium severity",
			detector: ReentrancyCrossFunction,
			src: `pragma solidity ^0.8.0;
interface T { function transfer(address, uint256) external returns (bool); }
contract C {
    uint256 total; T t; bool locked;
    modifier lock() { require(!locked); locked = true; _; locked = false; }
    function take(uint256 a) external lock {
        require(t.transfer(msg.sender, a));
        total -= a;
    }
    function price() external view returns (uint256) { return total; }
}`,
			line: 7, severity: vigil.SeverityMedium, confidence: vigil.ConfidenceMedium,
		},
		{
			name:     "call to an immutable target before an event is low confidence",
			detector: ReentrancyEvents,
			src: `pragma solidity ^0.8.0;
interface H { function hook() external; }
contract C {
    event E();
    H immutable h;
    constructor(H x) { h = x; }
    function f() external { h.hook(); emit E(); }
}`,
			line: 7, severity: vigil.SeverityLow, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "misnamed constructor beside a real one is medium confidence",
			detector: WrongConstructorName,
			src: `pragma solidity ^0.4.24;
contract Token {
    address owner;
    constructor() public { owner = msg.sender; }
    function token() public { owner = msg.sender; }
}`,
			line: 5, severity: vigil.SeverityHigh, confidence: vigil.ConfidenceMedium,
		},
		{
			name:     "misnamed constructor that sets nothing up is low confidence",
			detector: WrongConstructorName,
			src: `pragma solidity ^0.4.24;
contract Test1 {
    function Test() public payable { msg.sender.transfer(msg.value); }
}`,
			line: 3, severity: vigil.SeverityHigh, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "a position paid for in a branch on msg.value is low confidence",
			detector: UnprotectedOwnerChange,
			src: `pragma solidity ^0.8.0;
contract K {
    address owner;
    uint jackpot;
    modifier onlyOwner() { require(msg.sender == owner); _; }
    receive() external payable { if (msg.value > jackpot) { owner = msg.sender; } jackpot += msg.value; }
    function take() external onlyOwner { payable(msg.sender).transfer(address(this).balance); }
}`,
			line: 6, severity: vigil.SeverityLow, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "cross-function reentrancy through a getter of an immutable target is low",
			detector: ReentrancyCrossFunction,
			src: `pragma solidity ^0.8.0;
interface T { function transferFrom(address, address, uint256) external returns (bool); }
contract W {
    T immutable _underlying;
    mapping(uint256 => address) owners;
    constructor(T t) { _underlying = t; }
    function underlying() public view returns (T) { return _underlying; }
    function ownerOf(uint256 id) external view returns (address) { return owners[id]; }
    function deposit(uint256 id) external {
        underlying().transferFrom(msg.sender, address(this), id);
        owners[id] = msg.sender;
    }
}`,
			line: 10, severity: vigil.SeverityLow, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "a helper's result from narrow arguments is low",
			detector: UnsafeDowncast,
			src: `pragma solidity ^0.8.0;
library M { function max(uint256 a, uint256 b) internal pure returns (uint256) { return a > b ? a : b; } }
contract C {
    uint32 d;
    function f(uint32 a, uint32 b) external { d = uint32(M.max(a, b)); }
}`,
			line: 5, severity: vigil.SeverityLow, confidence: vigil.ConfidenceLow,
		},
		{
			name:     "an assert on the caller's input is low",
			detector: AssertStateChange,
			src: `pragma solidity ^0.4.24;
contract C {
    uint256 price = 10;
    function buy(uint256 n) public payable { assert(msg.value == n * price); }
}`,
			line: 4, severity: vigil.SeverityLow, confidence: vigil.ConfidenceMedium,
		},
		{
			name:     "an assert on stored state the caller selects is medium",
			detector: AssertStateChange,
			src: `pragma solidity ^0.4.24;
contract C {
    mapping(address => uint256) deposits;
    mapping(address => uint256) approvals;
    function check(address option) public { uint256 d = deposits[msg.sender]; assert(approvals[option] >= d); }
}`,
			line: 5, severity: vigil.SeverityMedium, confidence: vigil.ConfidenceMedium,
		},
		{
			name:     "an assert on a balance anyone can force is medium, even beside msg.value",
			detector: AssertStateChange,
			src: `pragma solidity ^0.4.24;
contract C {
    function lock(address a) public payable { a.transfer(msg.value); assert(a.balance == msg.value); }
}`,
			line: 3, severity: vigil.SeverityMedium, confidence: vigil.ConfidenceMedium,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f := solidity.Parse("c.sol", []byte(tt.src))
			if len(f.Errors) > 0 {
				t.Fatalf("syntax errors: %v", f.Errors)
			}
			res := Run(analysis.Build([]*solidity.File{f}), []*Detector{tt.detector}, Options{})
			if len(res.Warnings) > 0 {
				t.Fatalf("warnings: %v", res.Warnings)
			}
			var found bool
			for _, fd := range res.Findings {
				if fd.Location.StartLine != tt.line {
					t.Errorf("unexpected finding on line %d: %s", fd.Location.StartLine, fd.Message)
					continue
				}
				found = true
				if fd.Severity != tt.severity || fd.Confidence != tt.confidence {
					t.Errorf("line %d: got %s/%s, want %s/%s (%s)", tt.line, fd.Severity, fd.Confidence, tt.severity, tt.confidence, fd.Message)
				}
			}
			if !found {
				t.Errorf("no finding on line %d; got %d findings", tt.line, len(res.Findings))
			}
		})
	}
}

func TestEditDistance(t *testing.T) {
	t.Parallel()
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"owned", "owned", 0},
		{"owned", "ownde", 1},
		{"dynamicpyramid", "dynamicpyramd", 1},
		{"missing", "constructor", 10},
		{"abc", "", 3},
	}
	for _, tt := range tests {
		if got := editDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestSimilarName(t *testing.T) {
	t.Parallel()
	tests := []struct {
		fn, contract string
		want         bool
	}{
		{"missing", "Missing", true},
		{"Missing", "Missing", false},
		{"DynamicPyramd", "DynamicPyramid", true},
		{"Ownde", "Owned", true},
		{"Ac", "Ab", false},
		{"withdraw", "Wallet", false},
	}
	for _, tt := range tests {
		if got := similarName(tt.fn, tt.contract); got != tt.want {
			t.Errorf("similarName(%q, %q) = %v, want %v", tt.fn, tt.contract, got, tt.want)
		}
	}
}

// stateFlowDetectors are the flow- and state-based detectors this file's tests and benchmark cover.
var stateFlowDetectors = []*Detector{
	ReentrancyEvents, ReentrancyCrossFunction, UncheckedERC20Transfer, ArbitrarySendEth, ControlledArrayLength,
	ArbitraryStorageWrite, UninitializedStoragePointer, UninitializedState, WeakRandomness, StrictBalanceEquality,
	DoSFailedCall, DoSUnboundedLoop, MsgValueInLoop, UnprotectedOwnerChange, UnprotectedInitializer,
	WrongConstructorName,
}

// BenchmarkStateFlowDetectors runs the flow- and state-based detectors over their test contracts, one unit per
// file, building the model afresh each time as a scan does.
func BenchmarkStateFlowDetectors(b *testing.B) {
	var files []*solidity.File
	for _, d := range stateFlowDetectors {
		paths, err := filepath.Glob(filepath.Join("testdata", d.ID, "*.sol"))
		if err != nil {
			b.Fatal(err)
		}
		for _, p := range paths {
			src, err := os.ReadFile(p)
			if err != nil {
				b.Fatal(err)
			}
			files = append(files, solidity.Parse(p, src))
		}
	}
	b.ResetTimer()
	for b.Loop() {
		for _, f := range files {
			Run(analysis.Build([]*solidity.File{f}), stateFlowDetectors, Options{Concurrency: 1})
		}
	}
}

// TestStateFlowOnCorpora runs the flow- and state-based detectors over every file of the benchmark corpora, one
// unit per file, and requires that none of them fails (a panic or an error becomes a warning).
func TestStateFlowOnCorpora(t *testing.T) {
	t.Parallel()
	for _, rel := range []string{"bench/swc", "bench/clean/openzeppelin"} {
		dir := sharedtest.Dir(t, rel)
		var paths []string
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && strings.HasSuffix(p, ".sol") {
				paths = append(paths, p)
			}
			return nil
		})
		if err != nil {
			t.Fatalf("walk %s: %v", dir, err)
		}
		if len(paths) == 0 {
			t.Fatalf("no .sol files in %s", dir)
		}
		for _, p := range paths {
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("read %s: %v", p, err)
			}
			res := Run(analysis.Build([]*solidity.File{solidity.Parse(p, src)}), stateFlowDetectors, Options{})
			for _, w := range res.Warnings {
				t.Errorf("%s: %s", p, w)
			}
		}
	}
}
