// SPDX-License-Identifier: MIT
pragma solidity ^0.7.0;

/// Matrix-style membership: joining costs a fixed fee that is pushed up the referral chain, level by
/// level, to the root. The chain has no depth limit, and each level is paid with `transfer`, so one
/// reverting upline (or a long enough chain) blocks every join below it.
contract MatrixClub {
    address payable public root;
    uint256 public constant FEE = 0.05 ether;

    mapping(address => address payable) public sponsor;
    mapping(address => bool) public member;

    event Joined(address indexed user, address indexed sponsor);

    constructor() {
        root = msg.sender;
        member[msg.sender] = true;
    }

    function join(address payable referrer) external payable {
        require(msg.value == FEE, "fee");
        require(!member[msg.sender], "member");
        require(member[referrer], "sponsor");
        member[msg.sender] = true;
        sponsor[msg.sender] = referrer;

        uint256 share = FEE / 2;
        address payable up = referrer;
        // <yes> <report> DENIAL_OF_SERVICE
        while (up != address(0) && share > 0) {
            // <yes> <report> DENIAL_OF_SERVICE
            up.transfer(share);
            up = sponsor[up];
            share = share / 2;
        }
        emit Joined(msg.sender, referrer);
    }
}
