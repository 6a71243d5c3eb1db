// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

/// Elastic-supply token (Ampleforth/Olympus sOHM lineage). Balances are stored in gons; one fragment is
/// _gonsPerFragment gons. The transfer path converts with a division first, which truncates the per-fragment
/// rate before scaling and credits the receiver more or fewer gons than the sender loses.
contract ElasticToken {
    uint256 private constant MAX_UINT256 = type(uint256).max;
    uint256 private constant INITIAL_FRAGMENTS_SUPPLY = 50_000_000 * 10 ** 9;
    uint256 private constant TOTAL_GONS = MAX_UINT256 - (MAX_UINT256 % INITIAL_FRAGMENTS_SUPPLY);
    uint256 private constant MAX_SUPPLY = type(uint128).max;

    string public constant name = "Elastic";
    string public constant symbol = "ELS";
    uint8 public constant decimals = 9;

    address public monetaryPolicy;
    uint256 private _totalSupply;
    uint256 private _gonsPerFragment;
    mapping(address => uint256) private _gonBalances;
    mapping(address => mapping(address => uint256)) private _allowedFragments;

    event LogRebase(uint256 indexed epoch, uint256 totalSupply);

    constructor(address policy) {
        monetaryPolicy = policy;
        _totalSupply = INITIAL_FRAGMENTS_SUPPLY;
        _gonBalances[msg.sender] = TOTAL_GONS;
        _gonsPerFragment = TOTAL_GONS / _totalSupply;
    }

    function rebase(uint256 epoch, int256 supplyDelta) external returns (uint256) {
        require(msg.sender == monetaryPolicy, "policy");
        if (supplyDelta < 0) {
            _totalSupply -= uint256(-supplyDelta);
        } else {
            _totalSupply += uint256(supplyDelta);
        }
        if (_totalSupply > MAX_SUPPLY) _totalSupply = MAX_SUPPLY;
        _gonsPerFragment = TOTAL_GONS / _totalSupply;
        emit LogRebase(epoch, _totalSupply);
        return _totalSupply;
    }

    function totalSupply() external view returns (uint256) {
        return _totalSupply;
    }

    function balanceOf(address who) external view returns (uint256) {
        return _gonBalances[who] / _gonsPerFragment;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        // <yes> <report> ARITHMETIC
        uint256 gonValue = (value / _totalSupply) * TOTAL_GONS;
        _gonBalances[msg.sender] -= gonValue;
        _gonBalances[to] += gonValue;
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _allowedFragments[msg.sender][spender] = value;
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _allowedFragments[from][msg.sender] -= value;
        uint256 gonValue = value * _gonsPerFragment;
        _gonBalances[from] -= gonValue;
        _gonBalances[to] += gonValue;
        return true;
    }
}
