// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

interface IVotes {
    function getPastVotes(address account, uint256 timepoint) external view returns (uint256);
    function getPastTotalSupply(uint256 timepoint) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transfer, (to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }
}

/// A timelock in the style of OpenZeppelin's TimelockController: proposers schedule batches of calls, which
/// executors run once the delay has passed; the timelock administers itself, so a change of delay or of roles
/// goes through the delay too.
contract TreasuryTimelock {
    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    bytes32 public constant PROPOSER_ROLE = keccak256("PROPOSER_ROLE");
    bytes32 public constant EXECUTOR_ROLE = keccak256("EXECUTOR_ROLE");
    bytes32 public constant CANCELLER_ROLE = keccak256("CANCELLER_ROLE");
    uint256 internal constant DONE_TIMESTAMP = 1;

    mapping(bytes32 => mapping(address => bool)) public hasRole;
    mapping(bytes32 => uint256) public timestamps;
    uint256 public minDelay;

    event CallScheduled(bytes32 indexed id, uint256 indexed index, address target, uint256 value, bytes data, bytes32 predecessor, uint256 delay);
    event CallExecuted(bytes32 indexed id, uint256 indexed index, address target, uint256 value, bytes data);
    event Cancelled(bytes32 indexed id);
    event MinDelayChange(uint256 oldDuration, uint256 newDuration);
    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);

    modifier onlyRole(bytes32 role) {
        require(hasRole[role][msg.sender], "missing role");
        _;
    }

    modifier onlySelf() {
        require(msg.sender == address(this), "caller must be timelock");
        _;
    }

    constructor(uint256 minDelay_, address[] memory proposers, address[] memory executors) {
        _grant(ADMIN_ROLE, address(this));
        for (uint256 i = 0; i < proposers.length; ++i) {
            _grant(PROPOSER_ROLE, proposers[i]);
            _grant(CANCELLER_ROLE, proposers[i]);
        }
        for (uint256 i = 0; i < executors.length; ++i) {
            _grant(EXECUTOR_ROLE, executors[i]);
        }
        minDelay = minDelay_;
        emit MinDelayChange(0, minDelay_);
    }

    receive() external payable {}

    function _grant(bytes32 role, address account) internal {
        if (!hasRole[role][account]) {
            hasRole[role][account] = true;
            emit RoleGranted(role, account, msg.sender);
        }
    }

    function grantRole(bytes32 role, address account) external onlySelf {
        _grant(role, account);
    }

    function revokeRole(bytes32 role, address account) external onlySelf {
        if (hasRole[role][account]) {
            hasRole[role][account] = false;
            emit RoleRevoked(role, account, msg.sender);
        }
    }

    function renounceRole(bytes32 role) external {
        hasRole[role][msg.sender] = false;
        emit RoleRevoked(role, msg.sender, msg.sender);
    }

    function isOperationPending(bytes32 id) public view returns (bool) {
        return timestamps[id] > DONE_TIMESTAMP;
    }

    function isOperationReady(bytes32 id) public view returns (bool) {
        uint256 ts = timestamps[id];
        return ts > DONE_TIMESTAMP && ts <= block.timestamp;
    }

    function isOperationDone(bytes32 id) public view returns (bool) {
        return timestamps[id] == DONE_TIMESTAMP;
    }

    function hashOperationBatch(address[] calldata targets, uint256[] calldata values, bytes[] calldata payloads, bytes32 predecessor, bytes32 salt)
        public
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(targets, values, payloads, predecessor, salt));
    }

    function scheduleBatch(address[] calldata targets, uint256[] calldata values, bytes[] calldata payloads, bytes32 predecessor, bytes32 salt, uint256 delay)
        external
        onlyRole(PROPOSER_ROLE)
    {
        require(targets.length == values.length && targets.length == payloads.length, "length mismatch");
        bytes32 id = hashOperationBatch(targets, values, payloads, predecessor, salt);
        require(timestamps[id] == 0, "operation already scheduled");
        require(delay >= minDelay, "insufficient delay");
        timestamps[id] = block.timestamp + delay;
        for (uint256 i = 0; i < targets.length; ++i) {
            emit CallScheduled(id, i, targets[i], values[i], payloads[i], predecessor, delay);
        }
    }

    function cancel(bytes32 id) external onlyRole(CANCELLER_ROLE) {
        require(isOperationPending(id), "operation cannot be cancelled");
        delete timestamps[id];
        emit Cancelled(id);
    }

    function executeBatch(address[] calldata targets, uint256[] calldata values, bytes[] calldata payloads, bytes32 predecessor, bytes32 salt)
        external
        payable
        onlyRole(EXECUTOR_ROLE)
    {
        require(targets.length == values.length && targets.length == payloads.length, "length mismatch");
        bytes32 id = hashOperationBatch(targets, values, payloads, predecessor, salt);
        require(isOperationReady(id), "operation is not ready");
        require(predecessor == bytes32(0) || isOperationDone(predecessor), "missing dependency");
        for (uint256 i = 0; i < targets.length; ++i) {
            (bool success, bytes memory returndata) = targets[i].call{value: values[i]}(payloads[i]);
            if (!success) {
                if (returndata.length > 0) {
                    assembly {
                        revert(add(32, returndata), mload(returndata))
                    }
                }
                revert("underlying transaction reverted");
            }
            emit CallExecuted(id, i, targets[i], values[i], payloads[i]);
        }
        require(isOperationReady(id), "operation is not ready");
        timestamps[id] = DONE_TIMESTAMP;
    }

    function updateDelay(uint256 newDelay) external onlySelf {
        emit MinDelayChange(minDelay, newDelay);
        minDelay = newDelay;
    }
}

/// The DAO's treasury: it holds ether and tokens, pays out only on the timelock's orders, streams grants that
/// recipients claim as they vest, and lets token holders veto a grant by vote before it starts.
contract DAOTreasury {
    using SafeERC20 for IERC20;

    struct Grant {
        address recipient;
        IERC20 token;
        uint128 total;
        uint128 claimed;
        uint64 start;
        uint64 duration;
        uint256 vetoVotes;
        uint256 snapshot;
        bool vetoed;
    }

    address public immutable timelock;
    IVotes public immutable votes;
    uint256 public constant VETO_WINDOW = 3 days;
    uint256 public constant VETO_QUORUM_BPS = 1000;

    Grant[] public grants;
    mapping(uint256 => mapping(address => bool)) public hasVetoed;
    mapping(address => uint256) public committed;

    uint256 private status = 1;

    event EtherReleased(address indexed to, uint256 amount);
    event TokenReleased(IERC20 indexed token, address indexed to, uint256 amount);
    event GrantCreated(uint256 indexed id, address indexed recipient, IERC20 token, uint256 total, uint64 start, uint64 duration);
    event GrantVetoed(uint256 indexed id);
    event GrantClaimed(uint256 indexed id, uint256 amount);
    event VetoCast(uint256 indexed id, address indexed voter, uint256 weight);

    modifier onlyTimelock() {
        require(msg.sender == timelock, "only timelock");
        _;
    }

    modifier nonReentrant() {
        require(status == 1, "reentrant");
        status = 2;
        _;
        status = 1;
    }

    constructor(address timelock_, IVotes votes_) {
        timelock = timelock_;
        votes = votes_;
    }

    receive() external payable {}

    function releaseEther(address payable to, uint256 amount) external onlyTimelock nonReentrant {
        require(amount <= address(this).balance, "insufficient ether");
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "ether transfer failed");
        emit EtherReleased(to, amount);
    }

    function releaseToken(IERC20 token, address to, uint256 amount) external onlyTimelock nonReentrant {
        require(token.balanceOf(address(this)) - committed[address(token)] >= amount, "committed to grants");
        token.safeTransfer(to, amount);
        emit TokenReleased(token, to, amount);
    }

    function createGrant(address recipient, IERC20 token, uint128 total, uint64 start, uint64 duration) external onlyTimelock returns (uint256 id) {
        require(recipient != address(0), "zero recipient");
        require(duration > 0, "zero duration");
        require(start >= block.timestamp + VETO_WINDOW, "start inside veto window");
        require(token.balanceOf(address(this)) - committed[address(token)] >= total, "insufficient funds");
        committed[address(token)] += total;
        id = grants.length;
        grants.push(Grant(recipient, token, total, 0, start, duration, 0, block.number - 1, false));
        emit GrantCreated(id, recipient, token, total, start, duration);
    }

    function castVeto(uint256 id) external {
        Grant storage g = grants[id];
        require(!g.vetoed, "already vetoed");
        require(block.timestamp < g.start, "grant started");
        require(!hasVetoed[id][msg.sender], "already voted");
        uint256 weight = votes.getPastVotes(msg.sender, g.snapshot);
        require(weight > 0, "no votes");
        hasVetoed[id][msg.sender] = true;
        g.vetoVotes += weight;
        emit VetoCast(id, msg.sender, weight);
        if (g.vetoVotes * 10000 >= votes.getPastTotalSupply(g.snapshot) * VETO_QUORUM_BPS) {
            g.vetoed = true;
            committed[address(g.token)] -= g.total - g.claimed;
            emit GrantVetoed(id);
        }
    }

    function vested(uint256 id) public view returns (uint256) {
        Grant storage g = grants[id];
        if (g.vetoed || block.timestamp <= g.start) {
            return 0;
        }
        uint256 elapsed = block.timestamp - g.start;
        if (elapsed >= g.duration) {
            return g.total;
        }
        return (uint256(g.total) * elapsed) / g.duration;
    }

    function claimGrant(uint256 id) external nonReentrant {
        Grant storage g = grants[id];
        require(msg.sender == g.recipient, "not recipient");
        uint256 amount = vested(id) - g.claimed;
        require(amount > 0, "nothing to claim");
        g.claimed += uint128(amount);
        committed[address(g.token)] -= amount;
        g.token.safeTransfer(msg.sender, amount);
        emit GrantClaimed(id, amount);
    }

    function cancelGrant(uint256 id) external onlyTimelock nonReentrant {
        Grant storage g = grants[id];
        require(!g.vetoed, "already cancelled");
        uint256 owed = vested(id) - g.claimed;
        g.vetoed = true;
        committed[address(g.token)] -= g.total - g.claimed;
        g.claimed += uint128(owed);
        g.total = g.claimed;
        if (owed > 0) {
            g.token.safeTransfer(g.recipient, owed);
            emit GrantClaimed(id, owed);
        }
        emit GrantVetoed(id);
    }
}
