// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title Yield splitter that pushes each harvest to every depositor
/// @notice Depositing is free and open, and distribute walks every depositor ever recorded: once the list is
/// long enough the harvest cannot be distributed any more.
contract YieldSplitter {
    IERC20 public immutable token;
    address public immutable harvester;

    address[] public depositors;
    mapping(address => uint256) public principal;
    mapping(address => bool) public known;
    uint256 public totalPrincipal;

    constructor(IERC20 _token, address _harvester) {
        token = _token;
        harvester = _harvester;
    }

    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
        if (!known[msg.sender]) {
            known[msg.sender] = true;
            depositors.push(msg.sender);
        }
        principal[msg.sender] += amount;
        totalPrincipal += amount;
    }

    function distribute(uint256 yield_) external {
        require(msg.sender == harvester, "harvester");
        require(token.transferFrom(msg.sender, address(this), yield_), "transferFrom");
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < depositors.length; i++) {
            address d = depositors[i];
            uint256 share = (yield_ * principal[d]) / totalPrincipal;
            if (share > 0) {
                require(token.transfer(d, share), "transfer");
            }
        }
    }
}
