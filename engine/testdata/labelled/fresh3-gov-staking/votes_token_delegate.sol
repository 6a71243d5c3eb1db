// SPDX-License-Identifier: MIT
pragma solidity 0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }
    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }
}

contract Ownable {
    address public owner;
    constructor() public { owner = msg.sender; }
    modifier onlyOwner() {
        require(owner == msg.sender, "Ownable: caller is not the owner");
        _;
    }
}

contract GovToken is Ownable {
    using SafeMath for uint256;

    string public constant name = "Farm Governance";
    string public constant symbol = "FARMG";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    struct Checkpoint {
        uint32 fromBlock;
        uint256 votes;
    }

    mapping(address => address) internal _delegates;
    mapping(address => mapping(uint32 => Checkpoint)) public checkpoints;
    mapping(address => uint32) public numCheckpoints;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event DelegateChanged(address indexed delegator, address indexed fromDelegate, address indexed toDelegate);
    event DelegateVotesChanged(address indexed delegate, uint256 previousBalance, uint256 newBalance);

    function mint(address to, uint256 amount) public onlyOwner {
        totalSupply = totalSupply.add(amount);
        balanceOf[to] = balanceOf[to].add(amount);
        emit Transfer(address(0), to, amount);
        _moveDelegates(address(0), _delegates[to], amount);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][msg.sender] = allowance[from][msg.sender].sub(amount);
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        require(to != address(0), "transfer to zero");
        balanceOf[from] = balanceOf[from].sub(amount);
        // <yes> <report> OTHER
        balanceOf[to] = balanceOf[to].add(amount);
        emit Transfer(from, to, amount);
    }

    function delegates(address delegator) external view returns (address) {
        return _delegates[delegator];
    }

    function delegate(address delegatee) external {
        address current = _delegates[msg.sender];
        _delegates[msg.sender] = delegatee;
        emit DelegateChanged(msg.sender, current, delegatee);
        _moveDelegates(current, delegatee, balanceOf[msg.sender]);
    }

    function getCurrentVotes(address account) external view returns (uint256) {
        uint32 n = numCheckpoints[account];
        return n > 0 ? checkpoints[account][n - 1].votes : 0;
    }

    function getPriorVotes(address account, uint256 blockNumber) external view returns (uint256) {
        require(blockNumber < block.number, "not yet determined");
        uint32 n = numCheckpoints[account];
        if (n == 0) return 0;
        if (checkpoints[account][n - 1].fromBlock <= blockNumber) return checkpoints[account][n - 1].votes;
        if (checkpoints[account][0].fromBlock > blockNumber) return 0;
        uint32 lower = 0;
        uint32 upper = n - 1;
        while (upper > lower) {
            uint32 center = upper - (upper - lower) / 2;
            Checkpoint memory cp = checkpoints[account][center];
            if (cp.fromBlock == blockNumber) return cp.votes;
            else if (cp.fromBlock < blockNumber) lower = center;
            else upper = center - 1;
        }
        return checkpoints[account][lower].votes;
    }

    function _moveDelegates(address src, address dst, uint256 amount) internal {
        if (src != dst && amount > 0) {
            if (src != address(0)) {
                uint32 n = numCheckpoints[src];
                uint256 old = n > 0 ? checkpoints[src][n - 1].votes : 0;
                _writeCheckpoint(src, n, old, old.sub(amount));
            }
            if (dst != address(0)) {
                uint32 n = numCheckpoints[dst];
                uint256 old = n > 0 ? checkpoints[dst][n - 1].votes : 0;
                _writeCheckpoint(dst, n, old, old.add(amount));
            }
        }
    }

    function _writeCheckpoint(address delegatee, uint32 n, uint256 oldVotes, uint256 newVotes) internal {
        uint32 blockNumber = uint32(block.number);
        if (n > 0 && checkpoints[delegatee][n - 1].fromBlock == blockNumber) {
            checkpoints[delegatee][n - 1].votes = newVotes;
        } else {
            checkpoints[delegatee][n] = Checkpoint(blockNumber, newVotes);
            numCheckpoints[delegatee] = n + 1;
        }
        emit DelegateVotesChanged(delegatee, oldVotes, newVotes);
    }
}
