// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IPip {
    function peek() external view returns (uint256 val, bool has);
}

interface IVatSpot {
    function file(bytes32 ilk, bytes32 what, uint256 data) external;
    function preview(uint256 data) external view returns (uint256);
}

// A spotter reads a feed and pushes the price into the engine that lends against it: whoever sets the feed sets
// the engine's price.
contract OpenSpotter {
    IPip public pip;
    IVatSpot public immutable vat;

    constructor(IVatSpot _vat) {
        vat = _vat;
    }

    function setPip(IPip p) external { // want "OpenSpotter.setPip\\(\\) lets any caller replace pip, whose answer OpenSpotter.poke\\(\\) passes on to another contract it calls"
        pip = p;
    }

    function poke(bytes32 ilk) external {
        (uint256 val, bool has) = pip.peek();
        vat.file(ilk, "spot", has ? val * 1e9 : 0);
    }
}

// Safe: only the owner sets the feed.
contract OwnedSpotter {
    IPip public pip;
    IVatSpot public immutable vat;
    address public owner = msg.sender;

    constructor(IVatSpot _vat) {
        vat = _vat;
    }

    function setPip(IPip p) external {
        require(msg.sender == owner, "owner");
        pip = p;
    }

    function poke(bytes32 ilk) external {
        (uint256 val, ) = pip.peek();
        vat.file(ilk, "spot", val);
    }
}

// Safe: the answer only reaches a view of the engine, and is returned to the caller who chose the feed.
contract Previewer {
    IPip public pip;
    IVatSpot public immutable vat;

    constructor(IVatSpot _vat) {
        vat = _vat;
    }

    function setPip(IPip p) external {
        pip = p;
    }

    function quote() external view returns (uint256) {
        (uint256 val, ) = pip.peek();
        return vat.preview(val);
    }
}

interface IElastic {
    function rebase(uint256 epoch, int256 supplyDelta) external returns (uint256);
}

// A rebase policy checks the feed's validity flag before it pushes the supply change: the check does not make
// the answer any less the token's, and the policy pays nothing itself.
contract CheckedForwardPolicy {
    IPip public marketOracle;
    IElastic public immutable token;
    uint256 public epoch;

    constructor(IElastic _token) {
        token = _token;
    }

    function setMarketOracle(IPip o) external { // want "CheckedForwardPolicy.setMarketOracle\\(\\) lets any caller replace marketOracle, whose answer CheckedForwardPolicy.rebase\\(\\) passes on to another contract it calls"
        marketOracle = o;
    }

    function rebase() external {
        (uint256 rate, bool valid) = marketOracle.peek();
        require(valid, "invalid rate");
        epoch += 1;
        token.rebase(epoch, int256(rate) - 1e18);
    }
}

// Safe: the same policy with an owner-only setter.
contract OwnedCheckedForwardPolicy {
    IPip public marketOracle;
    IElastic public immutable token;
    address public immutable owner = msg.sender;
    uint256 public epoch;

    constructor(IElastic _token) {
        token = _token;
    }

    function setMarketOracle(IPip o) external {
        require(msg.sender == owner, "owner");
        marketOracle = o;
    }

    function rebase() external {
        (uint256 rate, bool valid) = marketOracle.peek();
        require(valid, "invalid rate");
        epoch += 1;
        token.rebase(epoch, int256(rate) - 1e18);
    }
}
