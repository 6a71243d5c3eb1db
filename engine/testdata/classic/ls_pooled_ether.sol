// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

abstract contract ReentrancyGuard {
    uint256 private constant NOT_ENTERED = 1;
    uint256 private constant ENTERED = 2;
    uint256 private _status = NOT_ENTERED;

    modifier nonReentrant() {
        require(_status != ENTERED, "ReentrancyGuard: reentrant call");
        _status = ENTERED;
        _;
        _status = NOT_ENTERED;
    }
}

/// Liquid staking pool whose share price follows internal accounting (buffered ether plus the
/// oracle-reported beacon balance), so ether sent directly to the contract does not move it.
contract PooledEther is ReentrancyGuard {
    uint256 public constant MAX_APR_BPS = 1000;
    uint256 public constant MAX_DROP_BPS = 500;
    uint256 public constant BPS = 10000;

    address public immutable oracle;
    uint256 public bufferedEther;
    uint256 public beaconBalance;
    uint256 public lastReportTime;
    uint256 public totalShares;
    mapping(address => uint256) public sharesOf;

    event Submitted(address indexed sender, uint256 amount, uint256 shares);
    event Withdrawn(address indexed owner, uint256 shares, uint256 amount);
    event BeaconReported(uint256 balance);

    constructor(address _oracle) payable {
        require(_oracle != address(0), "ORACLE_ZERO");
        oracle = _oracle;
        // Dead shares against the first-depositor inflation: the deployer seeds the pool.
        require(msg.value >= 1 gwei, "SEED");
        bufferedEther = msg.value;
        totalShares = msg.value;
        sharesOf[address(0xdead)] = msg.value;
        lastReportTime = block.timestamp;
    }

    function totalPooledEther() public view returns (uint256) {
        return bufferedEther + beaconBalance;
    }

    function submit() external payable nonReentrant returns (uint256 shares) {
        require(msg.value > 0, "ZERO_DEPOSIT");
        shares = (msg.value * totalShares) / totalPooledEther();
        require(shares > 0, "ZERO_SHARES");
        bufferedEther += msg.value;
        totalShares += shares;
        sharesOf[msg.sender] += shares;
        emit Submitted(msg.sender, msg.value, shares);
    }

    function withdraw(uint256 shares) external nonReentrant {
        require(sharesOf[msg.sender] >= shares, "BALANCE");
        uint256 amount = (shares * totalPooledEther()) / totalShares;
        require(amount <= bufferedEther, "BUFFER");
        sharesOf[msg.sender] -= shares;
        totalShares -= shares;
        bufferedEther -= amount;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "ETH_TRANSFER");
        emit Withdrawn(msg.sender, shares, amount);
    }

    function reportBeacon(uint256 balance) external {
        require(msg.sender == oracle, "ORACLE");
        uint256 previous = beaconBalance;
        if (previous != 0) {
            uint256 elapsed = block.timestamp - lastReportTime;
            uint256 maxIncrease = (previous * MAX_APR_BPS * elapsed) / (BPS * 365 days);
            require(balance <= previous + maxIncrease, "INCREASE_TOO_LARGE");
            require(balance >= previous - (previous * MAX_DROP_BPS) / BPS, "DECREASE_TOO_LARGE");
        }
        beaconBalance = balance;
        lastReportTime = block.timestamp;
        emit BeaconReported(balance);
    }
}
