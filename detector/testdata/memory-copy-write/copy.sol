pragma solidity ^0.8.0;

contract Rewards {
    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
        uint256[] history;
    }

    mapping(address => UserInfo) public userInfo;
    UserInfo[] public users;

    function update(uint256 amount) public {
        UserInfo memory user = userInfo[msg.sender]; // want "Rewards.update\\(\\) changes user.rewardDebt, a memory copy of userInfo\\[msg.sender\\], and never reads the copy again"
        user.rewardDebt = amount;
    }

    // The amount is read before the copy is "zeroed": storage keeps it, and the caller withdraws again.
    function withdraw() public {
        UserInfo memory user = userInfo[msg.sender]; // want "changes user.amount, a memory copy of userInfo\\[msg.sender\\]"
        uint256 amount = user.amount;
        user.amount = 0;
        payable(msg.sender).transfer(amount);
    }

    function bumpFirst() public {
        UserInfo memory first = users[0]; // want "changes first.amount, a memory copy of users\\[0\\]"
        first.amount++;
    }

    // Safe: a storage reference changes the stored value.
    function updateRef(uint256 amount) public {
        UserInfo storage user = userInfo[msg.sender];
        user.rewardDebt = amount;
    }

    // Safe: the copy is written back.
    function updateBack(uint256 amount) public {
        UserInfo memory user = userInfo[msg.sender];
        user.rewardDebt = amount;
        userInfo[msg.sender] = user;
    }

    // Safe: the changed copy is what the function returns.
    function preview(uint256 amount) public view returns (UserInfo memory) {
        UserInfo memory user = userInfo[msg.sender];
        user.rewardDebt = amount;
        return user;
    }

    // Safe: the copy is used after the change, in a loop.
    function total() public view returns (uint256 sum) {
        UserInfo memory user = userInfo[msg.sender];
        for (uint256 i = 0; i < user.history.length; i++) {
            sum += user.history[i];
            user.amount = sum;
        }
    }
}
