// SPDX-License-Identifier: MIT
pragma solidity 0.6.12;

/// Elastic-supply dollar in the style of Ampleforth-era rebasing stablecoins: balances are stored in fixed
/// "gons" and the gons-per-fragment rate moves on each rebase.
contract ElasticDollar {
    string public constant name = "Elastic Dollar";
    string public constant symbol = "EUSD";
    uint8 public constant decimals = 9;

    uint256 private constant MAX_UINT256 = ~uint256(0);
    uint256 private constant INITIAL_FRAGMENTS_SUPPLY = 50 * 10**6 * 10**9;
    uint256 private constant TOTAL_GONS = MAX_UINT256 - (MAX_UINT256 % INITIAL_FRAGMENTS_SUPPLY);

    address public owner;
    address public monetaryPolicy;
    uint256 private _totalSupply;
    uint256 private _gonsPerFragment;
    mapping(address => uint256) private _gonBalances;
    mapping(address => mapping(address => uint256)) private _allowedFragments;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event LogRebase(uint256 indexed epoch, uint256 totalSupply);

    constructor() public {
        owner = msg.sender;
        _totalSupply = INITIAL_FRAGMENTS_SUPPLY;
        _gonBalances[msg.sender] = TOTAL_GONS;
        _gonsPerFragment = TOTAL_GONS / _totalSupply;
        emit Transfer(address(0), msg.sender, _totalSupply);
    }

    function setMonetaryPolicy(address policy) external {
        require(msg.sender == owner, "owner");
        monetaryPolicy = policy;
    }

    function rebase(uint256 epoch, int256 supplyDelta) external returns (uint256) {
        require(msg.sender == monetaryPolicy, "policy");
        if (supplyDelta < 0) {
            _totalSupply = _totalSupply - uint256(-supplyDelta);
        } else {
            // <yes> <report> ARITHMETIC
            _totalSupply = _totalSupply + uint256(supplyDelta);
        }
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
        uint256 gonValue = value * _gonsPerFragment;
        // <yes> <report> ARITHMETIC
        _gonBalances[msg.sender] = _gonBalances[msg.sender] - gonValue;
        _gonBalances[to] = _gonBalances[to] + gonValue;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _allowedFragments[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        require(_allowedFragments[from][msg.sender] >= value, "allowance");
        _allowedFragments[from][msg.sender] = _allowedFragments[from][msg.sender] - value;
        uint256 gonValue = value * _gonsPerFragment;
        require(_gonBalances[from] >= gonValue, "balance");
        _gonBalances[from] = _gonBalances[from] - gonValue;
        _gonBalances[to] = _gonBalances[to] + gonValue;
        emit Transfer(from, to, value);
        return true;
    }
}
