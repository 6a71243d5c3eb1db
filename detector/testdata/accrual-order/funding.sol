pragma solidity ^0.8.0;

contract FundingMarket {
    address public immutable keeper;
    uint256 public fundingPerSecond;
    uint256 public cumulativeFunding;
    uint256 public lastAccrual;
    uint256 public totalSize;
    mapping(address => uint256) public sizeOf;
    mapping(address => uint256) public snapshotOf;
    mapping(address => uint256) public owedOf;

    constructor(address k) {
        keeper = k;
        lastAccrual = block.timestamp;
    }

    function _accrue() internal {
        cumulativeFunding += fundingPerSecond * (block.timestamp - lastAccrual);
        lastAccrual = block.timestamp;
    }

    // Safe: the period so far is accrued at the old rate first.
    function setRate(uint256 rate) external {
        require(msg.sender == keeper, "keeper");
        _accrue();
        fundingPerSecond = rate;
    }

    // Vulnerable: the new rate is charged for the whole period since the last accrual.
    function setRateLate(uint256 rate) external {
        require(msg.sender == keeper, "keeper");
        fundingPerSecond = rate;
        _accrue(); // want "FundingMarket.setRateLate\\(\\) writes fundingPerSecond \\(line 33\\) before it calls _accrue\\(\\)"
    }

    // Vulnerable: the funding owed is measured before the accrual and settled after it.
    function close() external {
        uint256 owed = sizeOf[msg.sender] * (cumulativeFunding - snapshotOf[msg.sender]) / 1e18;
        _accrue(); // want "FundingMarket.close\\(\\) reads cumulativeFunding into owed \\(line 39\\) before it calls _accrue\\(\\)"
        totalSize -= sizeOf[msg.sender];
        sizeOf[msg.sender] = 0;
        owedOf[msg.sender] += owed;
    }

    // Safe: accrued first, then measured.
    function settle() external {
        _accrue();
        uint256 owed = sizeOf[msg.sender] * (cumulativeFunding - snapshotOf[msg.sender]) / 1e18;
        snapshotOf[msg.sender] = cumulativeFunding;
        owedOf[msg.sender] += owed;
    }

    // Safe: the old index is kept only for an event-free comparison before the accrual and not used after.
    function open(uint256 size) external {
        _accrue();
        uint256 before = cumulativeFunding;
        require(before >= snapshotOf[msg.sender], "index");
        sizeOf[msg.sender] += size;
        totalSize += size;
        snapshotOf[msg.sender] = cumulativeFunding;
    }

    // Safe: what is written first is nothing the accrual reads.
    function deposit(uint256 size) external {
        sizeOf[msg.sender] += size;
        _accrue();
        snapshotOf[msg.sender] = cumulativeFunding;
    }
}
