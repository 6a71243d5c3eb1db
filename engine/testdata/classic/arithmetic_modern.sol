// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface AggregatorV3Interface {
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80);
}

// An ERC20 in the style of OpenZeppelin's: unchecked blocks only where a check just made the operation safe.
contract LeanToken {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;
    address public immutable minter;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor() {
        minter = msg.sender;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "minter");
        totalSupply += amount;
        unchecked {
            balanceOf[to] += amount; // cannot overflow: bounded by totalSupply, checked above
        }
        emit Transfer(address(0), to, amount);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 current = allowance[from][msg.sender];
        if (current != type(uint256).max) {
            require(current >= amount, "allowance");
            unchecked {
                allowance[from][msg.sender] = current - amount;
            }
        }
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        uint256 fromBalance = balanceOf[from];
        require(fromBalance >= amount, "balance");
        unchecked {
            balanceOf[from] = fromBalance - amount;
            balanceOf[to] += amount;
        }
        emit Transfer(from, to, amount);
    }

    function sumOf(address[] calldata holders) external view returns (uint256 total) {
        uint256 n = holders.length;
        for (uint256 i; i < n; ) {
            total += balanceOf[holders[i]];
            unchecked {
                ++i;
            }
        }
    }
}

// Linear vesting: time is an input of the schedule, not a source of chance; a few seconds of drift move a
// few wei.
contract LinearVesting {
    IERC20 public immutable token;
    address public immutable beneficiary;
    uint64 public immutable start;
    uint64 public immutable duration;
    uint256 public released;

    constructor(IERC20 t, address who, uint64 startAt, uint64 length) {
        require(length > 0, "duration");
        token = t;
        beneficiary = who;
        start = startAt;
        duration = length;
    }

    function vested(uint256 total) public view returns (uint256) {
        if (block.timestamp < start) {
            return 0;
        }
        if (block.timestamp >= start + duration) {
            return total;
        }
        return total * (block.timestamp - start) / duration;
    }

    function release(uint256 total) external {
        require(msg.sender == beneficiary, "beneficiary");
        uint256 amount = vested(total) - released;
        released += amount;
        require(token.transfer(beneficiary, amount), "transfer");
    }
}

// Packed stakes with checked narrowing, and fees computed multiplication first.
contract PackedVault {
    struct Position {
        uint128 shares;
        uint64 lastDeposit;
        uint64 unlockAt;
    }

    IERC20 public immutable asset;
    mapping(address => Position) public positions;
    uint256 public constant FEE_BPS = 30;
    uint256 public constant LOCK = 7 days;
    uint256 public fees;

    constructor(IERC20 a) {
        asset = a;
    }

    function toUint128(uint256 x) internal pure returns (uint128) {
        require(x <= type(uint128).max, "uint128");
        return uint128(x);
    }

    function deposit(uint256 amount) external {
        require(asset.transferFrom(msg.sender, address(this), amount), "pull");
        uint256 fee = amount * FEE_BPS / 10_000;
        fees += fee;
        Position storage p = positions[msg.sender];
        p.shares += toUint128(amount - fee);
        p.lastDeposit = uint64(block.timestamp);
        p.unlockAt = uint64(block.timestamp + LOCK);
    }

    function withdraw(uint128 shares) external {
        Position storage p = positions[msg.sender];
        require(block.timestamp >= p.unlockAt, "locked");
        require(p.shares >= shares, "shares");
        p.shares -= shares;
        require(asset.transfer(msg.sender, shares), "push");
    }
}

// A price read with its sign and freshness checked before it is made unsigned.
contract CheckedOracle {
    AggregatorV3Interface public immutable feed;
    uint256 public constant MAX_DELAY = 1 hours;

    constructor(AggregatorV3Interface f) {
        feed = f;
    }

    function price() public view returns (uint256) {
        (, int256 answer, , uint256 updatedAt, ) = feed.latestRoundData();
        require(answer > 0, "negative price");
        require(block.timestamp - updatedAt <= MAX_DELAY, "stale");
        return uint256(answer);
    }
}

// Signed accounting that bounds the caller's amount before it is made signed.
contract SignedLedger {
    mapping(address => int256) public credit;
    address public immutable issuer;

    constructor() {
        issuer = msg.sender;
    }

    function issue(address to, uint256 amount) external {
        require(msg.sender == issuer, "issuer");
        require(amount <= uint256(type(int256).max), "amount");
        credit[to] += int256(amount);
    }

    function move(address to, uint256 amount) external {
        require(amount <= uint256(type(int256).max), "amount");
        int256 delta = int256(amount);
        require(credit[msg.sender] >= delta, "credit");
        credit[msg.sender] -= delta;
        credit[to] += delta;
    }
}

// The same operations, unchecked and unbounded.
contract CarelessVault {
    mapping(address => uint256) public shares;
    mapping(address => uint64) public unlockAt;
    mapping(address => uint96) public points;

    function deposit() external payable {
        shares[msg.sender] += msg.value;
    }

    function lockFor(uint256 duration) external {
        unlockAt[msg.sender] = uint64(block.timestamp + duration); // want "unsafe-downcast: .*converts block.timestamp \\+ duration, which the caller chooses, to uint64"
    }

    function addPoints(uint256 amount) external {
        points[msg.sender] += uint96(amount); // want "unsafe-downcast: .*converts amount, which the caller chooses, to uint96"
    }

    function burn(uint256 amount) external {
        unchecked {
            shares[msg.sender] -= amount; // want "integer-overflow: .*can underflow"
        }
    }

    function withdraw() external {
        require(block.timestamp >= unlockAt[msg.sender], "locked");
        uint256 amount = shares[msg.sender];
        shares[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }
}

// Multicall3's value batch: the sum of the values it forwards is unchecked, and compared with the ether sent
// (low: each value is also sent, and the contract holds no ether of its own).
contract ValueBatch {
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    function aggregate(Call[] calldata calls) external payable {
        uint256 total;
        for (uint256 i = 0; i < calls.length; ) {
            uint256 val = calls[i].value;
            unchecked {
                total += val;
            }
            (bool ok, ) = calls[i].target.call{value: val}(calls[i].data);
            require(ok, "call");
            unchecked {
                ++i;
            }
        }
        require(msg.value == total, "value");
    }
}

// Solmate's forms: the credit in unchecked follows the checked debit of the same amount, and the per-account
// sum follows the checked total; the NFT count only drops for an owner.
contract SolmateStyle {
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => address) internal ownerOfId;
    mapping(address => uint256) internal nftBalance;
    mapping(address => uint256) public released;
    uint256 public totalReleased;
    address public immutable admin;

    constructor() {
        admin = msg.sender;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        unchecked {
            balanceOf[to] += amount;
        }
        return true;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == admin, "admin");
        totalSupply += amount;
        unchecked {
            balanceOf[to] += amount;
        }
    }

    function transferNft(address from, address to, uint256 id) external {
        require(from == ownerOfId[id] && msg.sender == from, "owner");
        unchecked {
            nftBalance[from]--;
            nftBalance[to]++;
        }
        ownerOfId[id] = to;
    }

    function release(address account, uint256 payment) external {
        require(msg.sender == admin, "admin");
        totalReleased += payment;
        unchecked {
            released[account] += payment;
        }
    }

    function nextSlot(uint256 id) external pure returns (uint256) {
        unchecked {
            return id + 1;
        }
    }

    function credit(address to, uint256 amount) external { // want "unprotected-balance-change: .*mint amount for to"
        unchecked {
            balanceOf[to] += amount; // want "integer-overflow: .*balanceOf\\[to\\] \\+= amount can overflow"
        }
    }
}
