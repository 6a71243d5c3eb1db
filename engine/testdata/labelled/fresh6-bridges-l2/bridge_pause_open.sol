// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Lock-and-release bridge with an emergency switch and a replaceable relayer.
contract PausableLockBridge {
    address public owner;
    address public relayer;
    bool public paused;
    IERC20 public immutable token;
    mapping(bytes32 => bool) public released;

    event Paused(bool paused);
    event RelayerChanged(address relayer);
    event Deposit(address indexed from, address indexed to, uint256 amount, uint256 dstChain);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    modifier whenNotPaused() {
        require(!paused, "paused");
        _;
    }

    constructor(IERC20 _token, address _relayer) {
        owner = msg.sender;
        token = _token;
        relayer = _relayer;
    }

    function setPaused(bool _paused) external {
        // <yes> <report> ACCESS_CONTROL
        paused = _paused;
        emit Paused(_paused);
    }

    function setRelayer(address _relayer) external {
        // <yes> <report> ACCESS_CONTROL
        relayer = _relayer;
        emit RelayerChanged(_relayer);
    }

    function deposit(address to, uint256 amount, uint256 dstChain) external whenNotPaused {
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
        emit Deposit(msg.sender, to, amount, dstChain);
    }

    function release(bytes32 id, address to, uint256 amount) external whenNotPaused {
        require(msg.sender == relayer, "relayer");
        require(!released[id], "released");
        released[id] = true;
        require(token.transfer(to, amount), "transfer");
    }

    function transferOwnership(address newOwner) external onlyOwner {
        owner = newOwner;
    }
}
