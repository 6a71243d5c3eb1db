// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// The safe counterparts of the DeFi flaws audits report most: each contract does what its vulnerable twin does,
// the way reviewed protocols do it. No finding of medium severity or above belongs here.

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface AggregatorV3Interface {
    function latestRoundData() external view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

interface IUniswapV2Router02 {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline) external returns (uint256[] memory amounts);
    function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) external returns (uint256 amountA, uint256 amountB, uint256 liquidity);
}

interface IUniswapV3Pool {
    function observe(uint32[] calldata secondsAgos) external view returns (int56[] memory tickCumulatives, uint160[] memory secondsPerLiquidityCumulativeX128s);
}

interface IVotes {
    function getPastVotes(address account, uint256 timepoint) external view returns (uint256);
}

// Collateral valued with a Chainlink feed whose answer is checked for age and sign.
contract CheckedFeedLending {
    AggregatorV3Interface public immutable feed;
    IERC20 public immutable stable;
    uint256 public constant HEARTBEAT = 1 hours;
    mapping(address => uint256) public collateralOf;
    mapping(address => uint256) public debtOf;

    constructor(AggregatorV3Interface f, IERC20 s) {
        feed = f;
        stable = s;
    }

    function price() public view returns (uint256) {
        (uint80 roundId, int256 answer, , uint256 updatedAt, uint80 answeredInRound) = feed.latestRoundData();
        require(answer > 0, "price");
        require(updatedAt != 0 && block.timestamp - updatedAt <= HEARTBEAT, "stale");
        require(answeredInRound >= roundId, "round");
        return uint256(answer) * 1e10;
    }

    function depositEth() external payable {
        collateralOf[msg.sender] += msg.value;
    }

    function borrow(uint256 amount) external {
        require((debtOf[msg.sender] + amount) * 150 <= collateralOf[msg.sender] * price() / 1e18 * 100, "ratio");
        debtOf[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount), "transfer");
    }

    function repayAndWithdraw(uint256 repaid, uint256 amount) external {
        require(stable.transferFrom(msg.sender, address(this), repaid), "transfer");
        debtOf[msg.sender] -= repaid;
        collateralOf[msg.sender] -= amount;
        require(debtOf[msg.sender] * 150 <= collateralOf[msg.sender] * price() / 1e18 * 100, "ratio");
        payable(msg.sender).transfer(amount);
    }
}

// A time-weighted average tick from a Uniswap v3 pool's observations, not its current state.
contract TwapPricedMinter {
    IUniswapV3Pool public immutable pool;
    IERC20 public immutable weth;
    uint32 public constant WINDOW = 30 minutes;
    mapping(address => uint256) public minted;

    constructor(IUniswapV3Pool p, IERC20 w) {
        pool = p;
        weth = w;
    }

    function averageTick() public view returns (int24) {
        uint32[] memory ago = new uint32[](2);
        ago[0] = WINDOW;
        ago[1] = 0;
        (int56[] memory cumulatives, ) = pool.observe(ago);
        return int24((cumulatives[1] - cumulatives[0]) / int56(uint56(WINDOW)));
    }

    function mint(uint256 wethIn) external {
        require(weth.transferFrom(msg.sender, address(this), wethIn), "transfer");
        int24 tick = averageTick();
        require(tick > -887272 && tick < 887272, "tick");
        minted[msg.sender] += wethIn * uint256(int256(tick + 887272)) / 887272;
    }
}

// Swaps and liquidity with the caller's bounds and deadline.
contract BoundedZap {
    IUniswapV2Router02 public immutable router;
    mapping(address => uint256) public lpOf;

    constructor(IUniswapV2Router02 r) {
        router = r;
    }

    function swap(IERC20 tokenIn, uint256 amountIn, uint256 minOut, address[] calldata path, uint256 deadline) external {
        require(tokenIn.transferFrom(msg.sender, address(this), amountIn), "transfer");
        require(tokenIn.approve(address(router), amountIn), "approve");
        uint256[] memory amounts = router.swapExactTokensForTokens(amountIn, minOut, path, msg.sender, deadline);
        require(amounts[amounts.length - 1] >= minOut, "slippage");
    }

    function provide(IERC20 a, IERC20 b, uint256 amountA, uint256 amountB, uint256 minA, uint256 minB, uint256 deadline) external {
        require(a.transferFrom(msg.sender, address(this), amountA), "transfer");
        require(b.transferFrom(msg.sender, address(this), amountB), "transfer");
        require(a.approve(address(router), amountA), "approve");
        require(b.approve(address(router), amountB), "approve");
        (uint256 usedA, uint256 usedB, uint256 liquidity) = router.addLiquidity(address(a), address(b), amountA, amountB, minA, minB, address(this), deadline);
        lpOf[msg.sender] += liquidity;
        if (amountA > usedA) require(a.transfer(msg.sender, amountA - usedA), "refund");
        if (amountB > usedB) require(b.transfer(msg.sender, amountB - usedB), "refund");
    }
}

// An ERC4626-style vault with a virtual offset: a donation cannot round a later deposit to zero.
contract VirtualSharesVault {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    uint256 private constant OFFSET = 1e3;

    constructor(IERC20 a) {
        asset = a;
    }

    function totalAssets() public view returns (uint256) {
        return asset.balanceOf(address(this));
    }

    function deposit(uint256 assets) external returns (uint256 shares) {
        shares = assets * (totalSupply + OFFSET) / (totalAssets() + 1);
        require(shares > 0, "zero shares");
        require(asset.transferFrom(msg.sender, address(this), assets), "transfer");
        balanceOf[msg.sender] += shares;
        totalSupply += shares;
    }

    function redeem(uint256 shares) external returns (uint256 assets) {
        assets = shares * (totalAssets() + 1) / (totalSupply + OFFSET);
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        require(asset.transfer(msg.sender, assets), "transfer");
    }
}

// Dead shares: a thousand shares locked at address(0) on the first deposit make a donation attack a
// thousand times dearer (reported low only).
contract DeadSharesVault {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    uint256 private constant DEAD_SHARES = 1000;

    constructor(IERC20 a) { asset = a; }

    function deposit(uint256 assets) external returns (uint256 shares) {
        uint256 supply = totalSupply;
        if (supply == 0) {
            require(assets > DEAD_SHARES, "too small");
            shares = assets - DEAD_SHARES;
            balanceOf[address(0)] += DEAD_SHARES;
            totalSupply += DEAD_SHARES;
        } else {
            shares = assets * supply / asset.balanceOf(address(this));
        }
        require(shares > 0, "zero shares");
        require(asset.transferFrom(msg.sender, address(this), assets), "transfer");
        balanceOf[msg.sender] += shares;
        totalSupply += shares;
    }
}

// Internal accounting: the vault prices shares on what was deposited, not on its balance, so a donation is a gift.
contract TrackedAssetsVault {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    uint256 public totalManaged;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 a) {
        asset = a;
    }

    function deposit(uint256 assets) external returns (uint256 shares) {
        shares = totalSupply == 0 ? assets : assets * totalSupply / totalManaged;
        require(asset.transferFrom(msg.sender, address(this), assets), "transfer");
        totalManaged += assets;
        balanceOf[msg.sender] += shares;
        totalSupply += shares;
    }

    function redeem(uint256 shares) external returns (uint256 assets) {
        assets = shares * totalManaged / totalSupply;
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        totalManaged -= assets;
        require(asset.transfer(msg.sender, assets), "transfer");
    }
}

// MasterChef done right: every change of stake settles the reward and moves the debt.
contract CorrectChef {
    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    IERC20 public immutable lp;
    IERC20 public immutable reward;
    uint256 public accRewardPerShare;
    uint256 public lastRewardBlock;
    uint256 public totalStaked;
    uint256 public constant REWARD_PER_BLOCK = 1e18;
    mapping(address => UserInfo) public userInfo;

    constructor(IERC20 l, IERC20 r) {
        lp = l;
        reward = r;
        lastRewardBlock = block.number;
    }

    function updatePool() public {
        if (block.number <= lastRewardBlock) return;
        if (totalStaked > 0) {
            accRewardPerShare += (block.number - lastRewardBlock) * REWARD_PER_BLOCK * 1e12 / totalStaked;
        }
        lastRewardBlock = block.number;
    }

    function deposit(uint256 amount) external {
        updatePool();
        UserInfo storage user = userInfo[msg.sender];
        uint256 pending = user.amount * accRewardPerShare / 1e12 - user.rewardDebt;
        user.amount += amount;
        user.rewardDebt = user.amount * accRewardPerShare / 1e12;
        totalStaked += amount;
        require(lp.transferFrom(msg.sender, address(this), amount), "transfer");
        if (pending > 0) require(reward.transfer(msg.sender, pending), "reward");
    }

    function withdraw(uint256 amount) external {
        updatePool();
        UserInfo storage user = userInfo[msg.sender];
        require(user.amount >= amount, "amount");
        uint256 pending = user.amount * accRewardPerShare / 1e12 - user.rewardDebt;
        user.amount -= amount;
        user.rewardDebt = user.amount * accRewardPerShare / 1e12;
        totalStaked -= amount;
        require(lp.transfer(msg.sender, amount), "transfer");
        if (pending > 0) require(reward.transfer(msg.sender, pending), "reward");
    }

    function emergencyWithdraw() external {
        UserInfo storage user = userInfo[msg.sender];
        uint256 amount = user.amount;
        user.amount = 0;
        user.rewardDebt = 0;
        totalStaked -= amount;
        require(lp.transfer(msg.sender, amount), "transfer");
    }
}

// Votes weighed at a checkpoint taken when the proposal was made.
contract CheckpointDAO {
    struct Proposal {
        address target;
        bytes data;
        uint256 snapshot;
        uint256 forVotes;
        uint256 againstVotes;
        uint256 end;
        bool executed;
    }

    IVotes public immutable token;
    Proposal[] public proposals;
    mapping(uint256 => mapping(address => bool)) public hasVoted;

    constructor(IVotes t) {
        token = t;
    }

    function propose(address target, bytes calldata data) external returns (uint256) {
        require(token.getPastVotes(msg.sender, block.number - 1) >= 1000e18, "threshold");
        proposals.push(Proposal(target, data, block.number - 1, 0, 0, block.timestamp + 3 days, false));
        return proposals.length - 1;
    }

    function castVote(uint256 id, bool support) external {
        Proposal storage p = proposals[id];
        require(block.timestamp < p.end, "closed");
        require(!hasVoted[id][msg.sender], "voted");
        hasVoted[id][msg.sender] = true;
        uint256 weight = token.getPastVotes(msg.sender, p.snapshot);
        if (support) p.forVotes += weight;
        else p.againstVotes += weight;
    }

    function execute(uint256 id) external {
        Proposal storage p = proposals[id];
        require(block.timestamp >= p.end && !p.executed, "state");
        require(p.forVotes > p.againstVotes, "defeated");
        p.executed = true;
        (bool ok, ) = p.target.call(p.data);
        require(ok, "call");
    }
}

// Deposits of any token credited with what arrived.
contract MeasuredEscrow {
    mapping(address => mapping(address => uint256)) public deposits;

    function deposit(IERC20 token, uint256 amount) external {
        uint256 before = token.balanceOf(address(this));
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        deposits[address(token)][msg.sender] += token.balanceOf(address(this)) - before;
    }

    function withdraw(IERC20 token, uint256 amount) external {
        deposits[address(token)][msg.sender] -= amount;
        require(token.transfer(msg.sender, amount), "transfer");
    }
}

// A transfer that writes each balance from storage, so moving to oneself changes nothing.
contract SafePoints {
    mapping(address => uint256) public balanceOf;

    constructor(uint256 supply) {
        balanceOf[msg.sender] = supply;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        require(balanceOf[msg.sender] >= amount, "balance");
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }
}

// Signed withdrawals bound to this contract, this chain, a per-account nonce and a deadline, with s in the lower
// half and the zero address rejected.
contract SignedWithdrawals {
    address public immutable signer;
    mapping(address => uint256) public nonces;
    bytes32 private immutable DOMAIN_SEPARATOR;
    bytes32 private constant WITHDRAW_TYPEHASH = keccak256("Withdraw(address to,uint256 amount,uint256 nonce,uint256 deadline)");

    constructor(address s) payable {
        require(s != address(0), "signer");
        signer = s;
        DOMAIN_SEPARATOR = keccak256(abi.encode(
            keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)"),
            keccak256("SignedWithdrawals"),
            block.chainid,
            address(this)
        ));
    }

    function withdraw(uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= deadline, "expired");
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "s");
        bytes32 structHash = keccak256(abi.encode(WITHDRAW_TYPEHASH, msg.sender, amount, nonces[msg.sender]++, deadline));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash));
        address who = ecrecover(digest, v, r, s);
        require(who != address(0) && who == signer, "signature");
        payable(msg.sender).transfer(amount);
    }
}

// Hashes of several dynamic values encoded with abi.encode, which cannot collide.
contract EncodedRegistry {
    address public immutable signer;
    mapping(address => bool) public isAdmin;
    mapping(address => bool) public isUser;
    mapping(bytes32 => bool) public used;

    constructor(address s) {
        signer = s;
    }

    function register(address[] calldata admins, address[] calldata users, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), admins, users));
        require(!used[h], "used");
        used[h] = true;
        address who = ecrecover(keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", h)), v, r, s);
        require(who != address(0) && who == signer, "signature");
        for (uint256 i = 0; i < admins.length; i++) isAdmin[admins[i]] = true;
        for (uint256 i = 0; i < users.length; i++) isUser[users[i]] = true;
    }
}

// Allowance changes that cannot be raced: from zero only, or by a difference.
contract RaceFreeToken {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    constructor(uint256 supply) {
        balanceOf[msg.sender] = supply;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        require(value == 0 || allowance[msg.sender][spender] == 0, "reset first");
        allowance[msg.sender][spender] = value;
        return true;
    }

    function increaseAllowance(address spender, uint256 added) external returns (bool) {
        allowance[msg.sender][spender] += added;
        return true;
    }

    function decreaseAllowance(address spender, uint256 subtracted) external returns (bool) {
        allowance[msg.sender][spender] -= subtracted;
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        allowance[from][msg.sender] -= value;
        balanceOf[from] -= value;
        balanceOf[to] += value;
        return true;
    }
}

// Commit-reveal bound to the committer and a salt, with the reveal after the commit phase.
contract SealedGuess {
    bytes32 public immutable answerHash;
    uint256 public immutable commitEnd;
    uint256 public immutable revealEnd;
    mapping(address => bytes32) public commitments;
    address public winner;

    constructor(bytes32 h) payable {
        answerHash = h;
        commitEnd = block.timestamp + 1 days;
        revealEnd = block.timestamp + 2 days;
    }

    function commit(bytes32 c) external {
        require(block.timestamp < commitEnd, "closed");
        commitments[msg.sender] = c;
    }

    function reveal(string calldata answer, bytes32 salt) external {
        require(block.timestamp >= commitEnd && block.timestamp < revealEnd, "phase");
        require(commitments[msg.sender] == keccak256(abi.encodePacked(msg.sender, answer, salt)), "commitment");
        require(keccak256(abi.encodePacked(answer)) == answerHash, "wrong");
        require(winner == address(0), "won");
        delete commitments[msg.sender];
        winner = msg.sender;
        payable(msg.sender).transfer(address(this).balance);
    }
}
