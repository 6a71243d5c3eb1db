// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

abstract contract ReentrancyGuard {
    uint256 private constant _NOT_ENTERED = 1;
    uint256 private constant _ENTERED = 2;
    uint256 private _status = _NOT_ENTERED;

    modifier nonReentrant() {
        require(_status != _ENTERED, "ReentrancyGuard: reentrant call");
        _status = _ENTERED;
        _;
        _status = _NOT_ENTERED;
    }
}

/// Gas tank for sponsored transactions: dapps fund their tank, whitelisted relayers charge a capped amount per
/// relayed call, and funds leave by pull payments, with state updated before any ether moves.
contract GuardedGasTank is ReentrancyGuard {
    address public owner;
    uint256 public maxChargePerCall = 0.05 ether;
    mapping(address => bool) public relayers;
    mapping(address => uint256) public tank;
    mapping(address => uint256) public earned;

    event Charged(address indexed dapp, address indexed relayer, uint256 amount);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function setRelayer(address relayer, bool allowed) external onlyOwner {
        relayers[relayer] = allowed;
    }

    function setMaxCharge(uint256 cap) external onlyOwner {
        maxChargePerCall = cap;
    }

    function fund(address dapp) external payable {
        tank[dapp] += msg.value;
    }

    function charge(address dapp, uint256 amount) external {
        require(relayers[msg.sender], "relayer");
        require(amount <= maxChargePerCall, "cap");
        tank[dapp] -= amount;
        earned[msg.sender] += amount;
        emit Charged(dapp, msg.sender, amount);
    }

    function withdraw(uint256 amount) external nonReentrant {
        tank[msg.sender] -= amount;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "send");
    }

    function claim() external nonReentrant {
        uint256 amount = earned[msg.sender];
        earned[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "send");
    }
}
