// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Keep3r-style bonding: keepers bond the network token, wait out the bonding delay before they may work, and
/// unbond through a delay so misbehaviour can be slashed first.
contract KeeperBonding {
    uint256 public constant BOND_DELAY = 3 days;
    uint256 public constant UNBOND_DELAY = 14 days;

    IERC20 public immutable kpr;
    address public governance;

    mapping(address => uint256) public bonds;
    mapping(address => uint256) public bondingSince;
    mapping(address => uint256) public pendingUnbond;
    mapping(address => uint256) public unbondAt;

    constructor(IERC20 kpr_) public {
        kpr = kpr_;
        governance = msg.sender;
    }

    function bond(uint256 amount) external {
        require(kpr.transferFrom(msg.sender, address(this), amount), "pull");
        bonds[msg.sender] += amount;
        bondingSince[msg.sender] = block.timestamp;
    }

    function isKeeper(address who) public view returns (bool) {
        return bonds[who] > 0 && block.timestamp >= bondingSince[who] + BOND_DELAY;
    }

    function unbond(uint256 amount) external {
        unbondAt[msg.sender] = block.timestamp + UNBOND_DELAY;
        pendingUnbond[msg.sender] += amount;
        // <yes> <report> ARITHMETIC
        bonds[msg.sender] -= amount;
    }

    function withdraw() external {
        require(unbondAt[msg.sender] != 0 && block.timestamp >= unbondAt[msg.sender], "locked");
        uint256 amount = pendingUnbond[msg.sender];
        pendingUnbond[msg.sender] = 0;
        require(kpr.transfer(msg.sender, amount), "transfer");
    }

    function slash(address keeper, uint256 amount) external {
        require(msg.sender == governance, "gov");
        bonds[keeper] = bonds[keeper] > amount ? bonds[keeper] - amount : 0;
    }
}
