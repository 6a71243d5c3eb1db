// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 amount) internal {
        (bool ok, bytes memory ret) = address(token).call(abi.encodeWithSelector(IERC20.transfer.selector, to, amount));
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 amount) internal {
        (bool ok, bytes memory ret) =
            address(token).call(abi.encodeWithSelector(IERC20.transferFrom.selector, from, to, amount));
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "SafeERC20: transferFrom failed");
    }
}

/// Redemption queue of a tokenised money-market fund: holders escrow shares in a request; the fund manager strikes
/// the NAV and funds the queue; requests are settled in order, a bounded number per call, each paying the holder in
/// the settlement stablecoin, which they claim. Holders may cancel a request that is not yet settled.
contract FundRedemptionQueue {
    using SafeERC20 for IERC20;

    struct Request {
        address holder;
        uint128 shares;
        bool done;
    }

    IERC20 public immutable shareToken;
    IERC20 public immutable cash;
    address public manager;
    uint256 public nav; // cash units per 1e18 shares
    uint256 public head;
    Request[] public requests;
    mapping(address => uint256) public claimable;
    uint256 private locked = 1;

    event Requested(uint256 indexed id, address indexed holder, uint256 shares);
    event Settled(uint256 indexed id, uint256 paid);
    event Cancelled(uint256 indexed id);

    modifier onlyManager() {
        require(msg.sender == manager, "manager only");
        _;
    }

    modifier nonReentrant() {
        require(locked == 1, "reentrant");
        locked = 2;
        _;
        locked = 1;
    }

    constructor(IERC20 _shares, IERC20 _cash, address _manager) {
        shareToken = _shares;
        cash = _cash;
        manager = _manager;
    }

    function strikeNav(uint256 newNav) external onlyManager {
        require(newNav > 0, "zero nav");
        nav = newNav;
    }

    function request(uint128 shares) external nonReentrant returns (uint256 id) {
        require(shares > 0, "zero");
        shareToken.safeTransferFrom(msg.sender, address(this), shares);
        id = requests.length;
        requests.push(Request(msg.sender, shares, false));
        emit Requested(id, msg.sender, shares);
    }

    function cancel(uint256 id) external nonReentrant {
        Request storage r = requests[id];
        require(r.holder == msg.sender, "not yours");
        require(!r.done, "settled");
        r.done = true;
        shareToken.safeTransfer(msg.sender, r.shares);
        emit Cancelled(id);
    }

    /// Settles up to maxCount requests at the struck NAV: each holder's proceeds become claimable, so a holder the
    /// stablecoin refuses to pay (a blocklisted address) cannot hold up the rest of the queue.
    function settle(uint256 maxCount) external onlyManager {
        uint256 end = head + maxCount;
        if (end > requests.length) end = requests.length;
        for (uint256 i = head; i < end; i++) {
            Request storage r = requests[i];
            if (r.done) continue;
            r.done = true;
            uint256 paid = (uint256(r.shares) * nav) / 1e18;
            claimable[r.holder] += paid;
            emit Settled(i, paid);
        }
        head = end;
    }

    function claim() external nonReentrant {
        uint256 amount = claimable[msg.sender];
        require(amount > 0, "nothing to claim");
        claimable[msg.sender] = 0;
        cash.safeTransfer(msg.sender, amount);
    }
}
