pragma solidity ^0.4.24;

library SafeMath {
    function sub(uint256 a, uint256 b) internal pure returns (uint256) { require(b <= a); return a - b; }
    function add(uint256 a, uint256 b) internal pure returns (uint256) { uint256 c = a + b; require(c >= a); return c; }
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b);
        return c;
    }
}

contract ApproveAndCallFallBack {
    function receiveApproval(address from, uint256 tokens, address token, bytes data) public;
}

contract Owned {
    address public owner;
    address public newOwner;

    event OwnershipTransferred(address indexed _from, address indexed _to);

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner {
        require(msg.sender == owner);
        _;
    }

    function transferOwnership(address _newOwner) public onlyOwner {
        newOwner = _newOwner;
    }

    function acceptOwnership() public {
        require(msg.sender == newOwner);
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
        newOwner = address(0);
    }
}

/// The "FixedSupplyToken" template that 2017-2018 ICO tokens copied (BokkyPooBah's), with approveAndCall, an
/// owner airdrop over a bounded batch, recovery of tokens sent here by mistake, and a time-locked team allocation.
contract FixedSupplyToken is Owned {
    using SafeMath for uint256;

    string public symbol = "FIXED";
    string public name = "Example Fixed Supply Token";
    uint8 public decimals = 18;
    uint256 public totalSupply = 1000000 * 10**uint256(decimals);

    uint256 public constant MAX_AIRDROP_BATCH = 200;
    uint256 public teamUnlockTime;
    uint256 public teamAllocation;
    address public teamWallet;

    mapping(address => uint256) balances;
    mapping(address => mapping(address => uint256)) allowed;

    event Transfer(address indexed from, address indexed to, uint256 tokens);
    event Approval(address indexed tokenOwner, address indexed spender, uint256 tokens);

    constructor(address _teamWallet) public {
        teamWallet = _teamWallet;
        teamAllocation = totalSupply / 10;
        teamUnlockTime = now + 365 days;
        balances[owner] = totalSupply.sub(teamAllocation);
        balances[address(this)] = teamAllocation;
        emit Transfer(address(0), owner, totalSupply.sub(teamAllocation));
        emit Transfer(address(0), address(this), teamAllocation);
    }

    function balanceOf(address tokenOwner) public view returns (uint256 balance) {
        return balances[tokenOwner];
    }

    function transfer(address to, uint256 tokens) public returns (bool success) {
        balances[msg.sender] = balances[msg.sender].sub(tokens);
        balances[to] = balances[to].add(tokens);
        emit Transfer(msg.sender, to, tokens);
        return true;
    }

    function approve(address spender, uint256 tokens) public returns (bool success) {
        allowed[msg.sender][spender] = tokens;
        emit Approval(msg.sender, spender, tokens);
        return true;
    }

    function transferFrom(address from, address to, uint256 tokens) public returns (bool success) {
        balances[from] = balances[from].sub(tokens);
        allowed[from][msg.sender] = allowed[from][msg.sender].sub(tokens);
        balances[to] = balances[to].add(tokens);
        emit Transfer(from, to, tokens);
        return true;
    }

    function allowance(address tokenOwner, address spender) public view returns (uint256 remaining) {
        return allowed[tokenOwner][spender];
    }

    function approveAndCall(address spender, uint256 tokens, bytes data) public returns (bool success) {
        allowed[msg.sender][spender] = tokens;
        emit Approval(msg.sender, spender, tokens);
        ApproveAndCallFallBack(spender).receiveApproval(msg.sender, tokens, this, data);
        return true;
    }

    function airdrop(address[] recipients, uint256 amount) public onlyOwner {
        require(recipients.length <= MAX_AIRDROP_BATCH);
        uint256 total = amount.mul(recipients.length);
        balances[msg.sender] = balances[msg.sender].sub(total);
        for (uint256 i = 0; i < recipients.length; i++) {
            balances[recipients[i]] = balances[recipients[i]].add(amount);
            emit Transfer(msg.sender, recipients[i], amount);
        }
    }

    function releaseTeamTokens() public {
        require(now >= teamUnlockTime);
        uint256 amount = teamAllocation;
        teamAllocation = 0;
        balances[address(this)] = balances[address(this)].sub(amount);
        balances[teamWallet] = balances[teamWallet].add(amount);
        emit Transfer(address(this), teamWallet, amount);
    }

    function () public payable {
        revert();
    }

    function transferAnyERC20Token(address tokenAddress, uint256 tokens) public onlyOwner returns (bool success) {
        require(tokenAddress != address(this));
        return FixedSupplyToken(tokenAddress).transfer(owner, tokens);
    }
}

// Safe 0.4 code in the style of widely copied templates: held to no finding above low. Each medium-or-above
// expectation marked FALSE ALARM is a known false alarm, kept so that fixing it shows here.
