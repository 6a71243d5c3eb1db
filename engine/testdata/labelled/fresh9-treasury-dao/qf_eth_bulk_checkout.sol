// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

/// Ether checkout for a quadratic funding round: a donor pays several grants in one transaction, each donation
/// recorded for the matching computation and forwarded to the grant's payout address.
contract BulkCheckout {
    struct Donation {
        uint256 grantId;
        uint256 amount;
    }

    address public immutable owner;
    bool public paused;
    mapping(uint256 => address payable) public payoutAddress;
    mapping(uint256 => uint256) public raised;
    mapping(uint256 => uint256) public donors;
    mapping(uint256 => mapping(address => bool)) public hasDonated;

    event DonationSent(uint256 indexed grantId, address indexed donor, uint256 amount);

    modifier onlyOwner() {
        require(msg.sender == owner, "checkout: owner");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function setPayout(uint256 grantId, address payable payout) external onlyOwner {
        payoutAddress[grantId] = payout;
    }

    function pause(bool p) external onlyOwner {
        paused = p;
    }

    function donate(Donation[] calldata donations) external payable {
        require(!paused, "checkout: paused");
        for (uint256 i = 0; i < donations.length; i++) {
            Donation calldata d = donations[i];
            // <yes> <report> OTHER
            require(msg.value >= d.amount, "checkout: value");
            raised[d.grantId] += d.amount;
            if (!hasDonated[d.grantId][msg.sender]) {
                hasDonated[d.grantId][msg.sender] = true;
                donors[d.grantId] += 1;
            }
            emit DonationSent(d.grantId, msg.sender, d.amount);
        }
    }

    function payout(uint256 grantId) external {
        address payable to = payoutAddress[grantId];
        require(to != address(0), "checkout: no payout");
        uint256 amount = raised[grantId];
        raised[grantId] = 0;
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "checkout: payout failed");
    }
}
