// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _call(token, abi.encodeCall(IERC20.transfer, (to, value)));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _call(token, abi.encodeCall(IERC20.transferFrom, (from, to, value)));
    }

    function _call(IERC20 token, bytes memory data) private {
        (bool success, bytes memory ret) = address(token).call(data);
        require(success && (ret.length == 0 || abi.decode(ret, (bool))), "SafeERC20: call failed");
    }
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}

/// Capped IDO pool in ETH: per-wallet and hard caps, a soft cap with pull refunds, and the project owner's
/// withdrawal only after a successful finalisation.
contract CappedIdoPool is ReentrancyGuard {
    using SafeERC20 for IERC20;

    address public immutable projectOwner;
    IERC20 public immutable saleToken;
    uint256 public immutable tokensPerEth;
    uint256 public immutable softCap;
    uint256 public immutable hardCap;
    uint256 public immutable walletCap;
    uint64 public immutable startTime;
    uint64 public immutable endTime;

    uint256 public totalRaised;
    bool public finalized;
    mapping(address => uint256) public contributed;
    mapping(address => bool) public claimed;

    event Contributed(address indexed buyer, uint256 amount);
    event Refunded(address indexed buyer, uint256 amount);
    event Finalized(uint256 raised);

    modifier onlyProjectOwner() {
        require(msg.sender == projectOwner, "IDO: not project owner");
        _;
    }

    constructor(
        IERC20 saleToken_,
        uint256 tokensPerEth_,
        uint256 softCap_,
        uint256 hardCap_,
        uint256 walletCap_,
        uint64 startTime_,
        uint64 endTime_
    ) {
        require(softCap_ <= hardCap_ && startTime_ < endTime_, "IDO: bad config");
        projectOwner = msg.sender;
        saleToken = saleToken_;
        tokensPerEth = tokensPerEth_;
        softCap = softCap_;
        hardCap = hardCap_;
        walletCap = walletCap_;
        startTime = startTime_;
        endTime = endTime_;
    }

    function contribute() external payable nonReentrant {
        require(block.timestamp >= startTime && block.timestamp < endTime, "IDO: not open");
        require(msg.value > 0, "IDO: zero");
        uint256 newContribution = contributed[msg.sender] + msg.value;
        require(newContribution <= walletCap, "IDO: wallet cap");
        require(totalRaised + msg.value <= hardCap, "IDO: hard cap");
        contributed[msg.sender] = newContribution;
        totalRaised += msg.value;
        emit Contributed(msg.sender, msg.value);
    }

    function finalize() external onlyProjectOwner nonReentrant {
        require(!finalized, "IDO: finalized");
        require(block.timestamp >= endTime && totalRaised >= softCap, "IDO: not successful");
        finalized = true;
        emit Finalized(totalRaised);
        (bool ok, ) = payable(projectOwner).call{value: totalRaised}("");
        require(ok, "IDO: withdraw failed");
    }

    function claimTokens() external nonReentrant {
        require(finalized, "IDO: not finalized");
        require(!claimed[msg.sender], "IDO: claimed");
        claimed[msg.sender] = true;
        uint256 amount = contributed[msg.sender] * tokensPerEth;
        saleToken.safeTransfer(msg.sender, amount);
    }

    function refund() external nonReentrant {
        require(block.timestamp >= endTime && totalRaised < softCap, "IDO: no refunds");
        uint256 amount = contributed[msg.sender];
        require(amount > 0, "IDO: nothing");
        contributed[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "IDO: refund failed");
        emit Refunded(msg.sender, amount);
    }
}
