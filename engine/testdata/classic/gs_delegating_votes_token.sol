// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract DelegatingVotesToken {
    struct Checkpoint {
        uint32 fromBlock;
        uint224 votes;
    }

    string public constant name = "Protocol Votes";
    string public constant symbol = "PVOTE";
    uint8 public constant decimals = 18;

    bytes32 public constant DELEGATION_TYPEHASH = keccak256("Delegation(address delegatee,uint256 nonce,uint256 expiry)");
    bytes32 public immutable DOMAIN_SEPARATOR;

    address public minter;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => address) public delegates;
    mapping(address => Checkpoint[]) internal _checkpoints;
    Checkpoint[] internal _supplyCheckpoints;
    mapping(address => uint256) public nonces;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event DelegateChanged(address indexed delegator, address indexed fromDelegate, address indexed toDelegate);
    event DelegateVotesChanged(address indexed delegate, uint256 previousBalance, uint256 newBalance);

    constructor(address _minter) {
        minter = _minter;
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)"),
                keccak256(bytes(name)),
                block.chainid,
                address(this)
            )
        );
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "minter");
        totalSupply += amount;
        require(totalSupply <= type(uint224).max, "supply overflow");
        balanceOf[to] += amount;
        _pushSupply(totalSupply);
        emit Transfer(address(0), to, amount);
        _moveVotes(address(0), delegates[to], amount);
    }

    function burn(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        _pushSupply(totalSupply);
        emit Transfer(msg.sender, address(0), amount);
        _moveVotes(delegates[msg.sender], address(0), amount);
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
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - amount;
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        require(to != address(0), "zero");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
        _moveVotes(delegates[from], delegates[to], amount);
    }

    function delegate(address delegatee) external {
        _delegate(msg.sender, delegatee);
    }

    function delegateBySig(address delegatee, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= expiry, "signature expired");
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "invalid s");
        bytes32 structHash = keccak256(abi.encode(DELEGATION_TYPEHASH, delegatee, nonce, expiry));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash));
        address signatory = ecrecover(digest, v, r, s);
        require(signatory != address(0), "invalid signature");
        require(nonce == nonces[signatory]++, "invalid nonce");
        _delegate(signatory, delegatee);
    }

    function _delegate(address delegator, address delegatee) internal {
        address current = delegates[delegator];
        delegates[delegator] = delegatee;
        emit DelegateChanged(delegator, current, delegatee);
        _moveVotes(current, delegatee, balanceOf[delegator]);
    }

    function getVotes(address account) external view returns (uint256) {
        uint256 n = _checkpoints[account].length;
        return n == 0 ? 0 : _checkpoints[account][n - 1].votes;
    }

    function getPastVotes(address account, uint256 blockNumber) external view returns (uint256) {
        require(blockNumber < block.number, "not yet determined");
        return _lookup(_checkpoints[account], blockNumber);
    }

    function getPastTotalSupply(uint256 blockNumber) external view returns (uint256) {
        require(blockNumber < block.number, "not yet determined");
        return _lookup(_supplyCheckpoints, blockNumber);
    }

    function _lookup(Checkpoint[] storage ckpts, uint256 blockNumber) internal view returns (uint256) {
        uint256 low = 0;
        uint256 high = ckpts.length;
        while (low < high) {
            uint256 mid = (low + high) / 2;
            if (ckpts[mid].fromBlock > blockNumber) high = mid;
            else low = mid + 1;
        }
        return high == 0 ? 0 : ckpts[high - 1].votes;
    }

    function _moveVotes(address src, address dst, uint256 amount) internal {
        if (src == dst || amount == 0) return;
        if (src != address(0)) {
            uint256 old = _latest(_checkpoints[src]);
            _push(_checkpoints[src], old - amount);
            emit DelegateVotesChanged(src, old, old - amount);
        }
        if (dst != address(0)) {
            uint256 old = _latest(_checkpoints[dst]);
            _push(_checkpoints[dst], old + amount);
            emit DelegateVotesChanged(dst, old, old + amount);
        }
    }

    function _pushSupply(uint256 supply) internal {
        _push(_supplyCheckpoints, supply);
    }

    function _latest(Checkpoint[] storage ckpts) internal view returns (uint256) {
        uint256 n = ckpts.length;
        return n == 0 ? 0 : ckpts[n - 1].votes;
    }

    function _push(Checkpoint[] storage ckpts, uint256 votes) internal {
        require(votes <= type(uint224).max, "votes overflow");
        uint256 n = ckpts.length;
        if (n > 0 && ckpts[n - 1].fromBlock == block.number) {
            ckpts[n - 1].votes = uint224(votes);
        } else {
            ckpts.push(Checkpoint(uint32(block.number), uint224(votes)));
        }
    }
}
