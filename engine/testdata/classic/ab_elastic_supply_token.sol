// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Elastic-supply token kept in gons: balances are gons / gonsPerFragment, a rebase changes the total supply
/// and so every balance. Only the monetary policy rebases; the owner sets the policy.
contract ElasticSupplyToken {
    uint256 private constant DECIMALS = 9;
    uint256 private constant INITIAL_SUPPLY = 50_000_000 * 10 ** DECIMALS;
    uint256 private constant TOTAL_GONS = type(uint256).max - (type(uint256).max % INITIAL_SUPPLY);
    uint256 private constant MAX_SUPPLY = type(uint128).max;

    address public owner;
    address public monetaryPolicy;
    uint256 private _totalSupply;
    uint256 private _gonsPerFragment;
    mapping(address => uint256) private _gonBalances;
    mapping(address => mapping(address => uint256)) private _allowedFragments;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event LogRebase(uint256 indexed epoch, uint256 totalSupply);
    event MonetaryPolicyUpdated(address policy);

    error NotOwner();
    error NotPolicy();
    error BadRecipient();

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    modifier validRecipient(address to) {
        if (to == address(0) || to == address(this)) revert BadRecipient();
        _;
    }

    constructor() {
        owner = msg.sender;
        _totalSupply = INITIAL_SUPPLY;
        _gonBalances[msg.sender] = TOTAL_GONS;
        _gonsPerFragment = TOTAL_GONS / _totalSupply;
        emit Transfer(address(0), msg.sender, _totalSupply);
    }

    function setMonetaryPolicy(address policy) external onlyOwner {
        monetaryPolicy = policy;
        emit MonetaryPolicyUpdated(policy);
    }

    function rebase(uint256 epoch, int256 supplyDelta) external returns (uint256) {
        if (msg.sender != monetaryPolicy) revert NotPolicy();
        if (supplyDelta < 0) {
            _totalSupply -= uint256(-supplyDelta);
        } else {
            _totalSupply += uint256(supplyDelta);
        }
        if (_totalSupply > MAX_SUPPLY) {
            _totalSupply = MAX_SUPPLY;
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

    function scaledBalanceOf(address who) external view returns (uint256) {
        return _gonBalances[who];
    }

    function transfer(address to, uint256 value) external validRecipient(to) returns (bool) {
        uint256 gonValue = value * _gonsPerFragment;
        _gonBalances[msg.sender] -= gonValue;
        _gonBalances[to] += gonValue;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external validRecipient(to) returns (bool) {
        _allowedFragments[from][msg.sender] -= value;
        uint256 gonValue = value * _gonsPerFragment;
        _gonBalances[from] -= gonValue;
        _gonBalances[to] += gonValue;
        emit Transfer(from, to, value);
        return true;
    }

    function allowance(address owner_, address spender) external view returns (uint256) {
        return _allowedFragments[owner_][spender];
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _allowedFragments[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }
}
