pragma solidity ^0.8.20;

contract Locks {
    struct Lock {
        uint256 amount;
        uint256 unlockAt;
    }

    mapping(address => Lock[]) public locks;

    function lock(uint256 d) external payable {
        locks[msg.sender].push(Lock(msg.value, block.timestamp + d));
    }

    // Low: only the caller makes its own list long.
    function unlockAll() external {
        uint256 total;
        for (uint256 i = 0; i < locks[msg.sender].length; i++) { // want "Locks.unlockAll\\(\\) loops up to locks\\[msg.sender\\].length, .* \\(each caller grows only its own entry\\)"
            total += locks[msg.sender][i].amount;
            locks[msg.sender][i].amount = 0;
        }
        payable(msg.sender).transfer(total);
    }
}

contract LocksFor {
    struct Lock {
        uint256 amount;
        uint256 unlockAt;
    }

    mapping(address => Lock[]) public locks;

    function lock(uint256 d) external payable {
        locks[msg.sender].push(Lock(msg.value, block.timestamp + d));
    }

    // Anyone can add dust locks to someone else's list.
    function lockFor(address user, uint256 d) external payable {
        locks[user].push(Lock(msg.value, block.timestamp + d));
    }

    function unlockAll() external {
        uint256 total;
        for (uint256 i = 0; i < locks[msg.sender].length; i++) { // want "LocksFor.unlockAll\\(\\) loops up to locks\\[msg.sender\\].length, which any caller can grow through LocksFor.lockFor\\(\\) \\(line \\d+\\)$"
            total += locks[msg.sender][i].amount;
            locks[msg.sender][i].amount = 0;
        }
        payable(msg.sender).transfer(total);
    }
}
