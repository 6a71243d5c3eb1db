// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
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

/// Fast bridge: deposits are credited by the balance received; bonded relayers front transfers on the
/// destination and take a fee capped by the protocol in basis points. Relayer fees are pulled, not pushed.
contract FastBridge is ReentrancyGuard {
    using SafeERC20 for IERC20;

    uint256 public constant MAX_FEE_BPS = 50;

    address public owner;
    IERC20 public immutable token;
    uint64 public nonce;
    mapping(address => bool) public relayers;
    mapping(bytes32 => bool) public processed;
    mapping(address => uint256) public relayerFees;

    event Deposited(uint64 indexed nonce, address indexed from, address to, uint256 amount, uint256 dstChainId);
    event Relayed(bytes32 indexed transferId, address indexed recipient, uint256 amount, uint256 fee);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(IERC20 _token) {
        owner = msg.sender;
        token = _token;
    }

    function setRelayer(address relayer, bool allowed) external onlyOwner {
        relayers[relayer] = allowed;
    }

    function deposit(address to, uint256 amount, uint256 dstChainId) external nonReentrant {
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = token.balanceOf(address(this)) - before;
        emit Deposited(++nonce, msg.sender, to, received, dstChainId);
    }

    function relay(bytes32 transferId, address recipient, uint256 amount, uint256 feeBps) external nonReentrant {
        require(relayers[msg.sender], "relayer");
        require(feeBps <= MAX_FEE_BPS, "fee");
        require(!processed[transferId], "processed");
        processed[transferId] = true;
        uint256 fee = (amount * feeBps) / 10_000;
        relayerFees[msg.sender] += fee;
        token.safeTransfer(recipient, amount - fee);
        emit Relayed(transferId, recipient, amount - fee, fee);
    }

    function claimFees() external nonReentrant {
        uint256 fees = relayerFees[msg.sender];
        require(fees > 0, "none");
        relayerFees[msg.sender] = 0;
        token.safeTransfer(msg.sender, fees);
    }
}
