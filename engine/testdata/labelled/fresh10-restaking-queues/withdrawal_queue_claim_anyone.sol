// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

/// Withdrawal queue of a liquid restaking token: holders burn rsETH for a request id and claim ETH once the
/// request's unlock time has passed. claim() takes any request id and pays the caller; it never checks that the
/// caller owns the request, so anyone can drain requests that others queued.
interface IRsETH {
    function burnFrom(address account, uint256 amount) external;
}

contract RsEthWithdrawalQueue {
    struct Request {
        address owner;
        uint128 ethAmount;
        uint64 unlockAt;
        bool claimed;
    }

    IRsETH public immutable rsETH;
    address public admin;
    uint256 public rate = 1e18; // ETH per rsETH
    uint256 public unbondingPeriod = 7 days;
    uint256 public nextRequestId;
    uint256 public lockedForRequests;
    mapping(uint256 => Request) public requests;

    event RequestCreated(uint256 indexed id, address indexed owner, uint256 ethAmount);
    event RequestClaimed(uint256 indexed id, address indexed to);

    modifier onlyAdmin() {
        require(msg.sender == admin, "admin");
        _;
    }

    constructor(IRsETH token) {
        rsETH = token;
        admin = msg.sender;
    }

    receive() external payable {}

    function setRate(uint256 newRate) external onlyAdmin {
        require(newRate > 0 && newRate < 2e18, "rate");
        rate = newRate;
    }

    function setUnbondingPeriod(uint256 period) external onlyAdmin {
        require(period <= 30 days, "too long");
        unbondingPeriod = period;
    }

    function requestWithdrawal(uint256 rsAmount) external returns (uint256 id) {
        require(rsAmount > 0, "zero");
        rsETH.burnFrom(msg.sender, rsAmount);
        uint256 ethAmount = (rsAmount * rate) / 1e18;
        id = nextRequestId++;
        requests[id] = Request(msg.sender, uint128(ethAmount), uint64(block.timestamp + unbondingPeriod), false);
        lockedForRequests += ethAmount;
        emit RequestCreated(id, msg.sender, ethAmount);
    }

    function claim(uint256 id) external {
        Request storage r = requests[id];
        require(!r.claimed, "claimed");
        require(r.ethAmount > 0, "unknown");
        require(block.timestamp >= r.unlockAt, "locked");
        r.claimed = true;
        lockedForRequests -= r.ethAmount;
        // <yes> <report> ACCESS_CONTROL
        payable(msg.sender).transfer(r.ethAmount);
        emit RequestClaimed(id, msg.sender);
    }
}
