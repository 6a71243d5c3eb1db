// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 amount) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 amount) internal {
        (bool ok, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transferFrom");
    }
}

/// Multi-campaign platform: creators launch campaigns in any ERC-20 they choose and backers pledge
/// that token. A pledge is credited with the amount asked for, not the amount that arrived: in a
/// campaign of a fee-on-transfer token each pledge is credited more than the contract holds, and a
/// backer who pledges and unpledges in a loop draws the difference out of the other backers' and
/// other campaigns' funds of the same token.
contract PledgePlatform {
    using SafeERC20 for IERC20;

    struct Campaign {
        IERC20 token;
        address creator;
        uint256 goal;
        uint64 deadline;
        bool collected;
        uint256 pledged;
    }

    Campaign[] public campaigns;
    mapping(uint256 => mapping(address => uint256)) public pledgeOf;

    event Launched(uint256 indexed id, address indexed creator, address token, uint256 goal, uint64 deadline);
    event Pledged(uint256 indexed id, address indexed backer, uint256 amount);
    event Unpledged(uint256 indexed id, address indexed backer, uint256 amount);

    function launch(IERC20 token, uint256 goal, uint64 duration) external returns (uint256 id) {
        require(goal > 0 && duration > 0 && duration <= 90 days, "params");
        id = campaigns.length;
        campaigns.push(Campaign(token, msg.sender, goal, uint64(block.timestamp) + duration, false, 0));
        emit Launched(id, msg.sender, address(token), goal, uint64(block.timestamp) + duration);
    }

    function pledge(uint256 id, uint256 amount) external {
        Campaign storage c = campaigns[id];
        require(block.timestamp < c.deadline, "ended");
        c.token.safeTransferFrom(msg.sender, address(this), amount);
        // <yes> <report> OTHER
        pledgeOf[id][msg.sender] += amount;
        c.pledged += amount;
        emit Pledged(id, msg.sender, amount);
    }

    function unpledge(uint256 id, uint256 amount) external {
        Campaign storage c = campaigns[id];
        require(block.timestamp < c.deadline, "ended");
        pledgeOf[id][msg.sender] -= amount;
        c.pledged -= amount;
        c.token.safeTransfer(msg.sender, amount);
        emit Unpledged(id, msg.sender, amount);
    }

    function collect(uint256 id) external {
        Campaign storage c = campaigns[id];
        require(msg.sender == c.creator, "creator");
        require(block.timestamp >= c.deadline && c.pledged >= c.goal, "not funded");
        require(!c.collected, "collected");
        c.collected = true;
        c.token.safeTransfer(c.creator, c.pledged);
    }

    function refund(uint256 id) external {
        Campaign storage c = campaigns[id];
        require(block.timestamp >= c.deadline && c.pledged < c.goal, "no refund");
        uint256 amount = pledgeOf[id][msg.sender];
        pledgeOf[id][msg.sender] = 0;
        c.token.safeTransfer(msg.sender, amount);
    }
}
