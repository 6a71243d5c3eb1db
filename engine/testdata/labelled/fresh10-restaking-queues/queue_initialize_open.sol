// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Upgradeable withdrawal queue deployed behind a proxy: initialize sets the admin, the delay and the vault. It
/// has no initializer guard, so anyone can call it again on the live proxy, become admin and redirect the vault.
contract UpgradeableWithdrawalQueue {
    address public admin;
    address public vault;
    uint256 public withdrawalDelay;
    uint256 public nextId;

    struct Ticket {
        address owner;
        uint256 amount;
        uint256 readyAt;
    }

    mapping(uint256 => Ticket) public tickets;

    event AdminChanged(address indexed admin);

    // <yes> <report> ACCESS_CONTROL
    function initialize(address _admin, address _vault, uint256 _delay) external {
        admin = _admin;
        vault = _vault;
        withdrawalDelay = _delay;
        emit AdminChanged(_admin);
    }

    modifier onlyVault() {
        require(msg.sender == vault, "vault");
        _;
    }

    function setDelay(uint256 delay) external {
        require(msg.sender == admin, "admin");
        require(delay <= 14 days, "delay");
        withdrawalDelay = delay;
    }

    function enqueue(address owner, uint256 amount) external payable onlyVault returns (uint256 id) {
        require(msg.value == amount, "value");
        id = nextId++;
        tickets[id] = Ticket(owner, amount, block.timestamp + withdrawalDelay);
    }

    function redeem(uint256 id) external {
        Ticket memory t = tickets[id];
        require(t.owner == msg.sender, "owner");
        require(block.timestamp >= t.readyAt, "not ready");
        delete tickets[id];
        (bool ok, ) = msg.sender.call{value: t.amount}("");
        require(ok, "send");
    }
}
