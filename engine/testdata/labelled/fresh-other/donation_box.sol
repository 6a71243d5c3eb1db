// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

contract DonationBox {
    mapping(address => uint256) public donated;
    uint256 public total;

    event Donated(address indexed from, uint256 amount);

    // <yes> <report> OTHER
    function donate() external payable {
        require(msg.value > 0, "nothing sent");
        donated[msg.sender] += msg.value;
        total += msg.value;
        emit Donated(msg.sender, msg.value);
    }

    function topDonor(address[] calldata candidates) external view returns (address best) {
        uint256 most;
        for (uint256 i = 0; i < candidates.length; i++) {
            if (donated[candidates[i]] > most) {
                most = donated[candidates[i]];
                best = candidates[i];
            }
        }
    }
}
