// SPDX-License-Identifier: MIT
pragma solidity ^0.6.10;

/// Interval fund with quarterly tender offers: holders tender shares during the window, and after the window the
/// administrator settles every tender in one batch at the strike NAV.
contract IntervalFundTender {
    struct Tender {
        address payable holder;
        uint256 shares;
    }

    address public administrator;
    uint256 public strikeNav;
    bool public windowOpen;
    Tender[] public tenders;
    mapping(address => uint256) public shares;

    event Tendered(address holder, uint256 shares);
    event Settled(uint256 count, uint256 nav);

    modifier onlyAdministrator() {
        require(msg.sender == administrator, "admin only");
        _;
    }

    constructor() public {
        administrator = msg.sender;
    }

    receive() external payable {}

    function issue(address to, uint256 amount) external onlyAdministrator {
        shares[to] += amount;
    }

    function openWindow() external onlyAdministrator {
        windowOpen = true;
    }

    function tender(uint256 amount) external {
        require(windowOpen, "window closed");
        require(shares[msg.sender] >= amount, "balance");
        shares[msg.sender] -= amount;
        tenders.push(Tender(msg.sender, amount));
        emit Tendered(msg.sender, amount);
    }

    function settle(uint256 nav) external onlyAdministrator {
        windowOpen = false;
        strikeNav = nav;
        uint256 count = tenders.length;
        for (uint256 i = 0; i < count; i++) {
            Tender memory t = tenders[i];
            // <yes> <report> DENIAL_OF_SERVICE
            require(t.holder.send(t.shares * nav), "payment failed");
        }
        delete tenders;
        emit Settled(count, nav);
    }
}
