// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// OpenZeppelin 5.1's ReentrancyGuardTransient written out in assembly: the slot is loaded into a local, tested
// by a Solidity guard, then stored.
abstract contract ReentrancyGuardTransient {
    bytes32 private constant REENTRANCY_GUARD_STORAGE = 0x9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00;

    error ReentrancyGuardReentrantCall();

    modifier nonReentrant() {
        _nonReentrantBefore();
        _;
        _nonReentrantAfter();
    }

    function _nonReentrantBefore() private {
        bool entered;
        bytes32 slot = REENTRANCY_GUARD_STORAGE;
        assembly {
            entered := tload(slot)
        }
        if (entered) revert ReentrancyGuardReentrantCall();
        assembly {
            tstore(slot, 1)
        }
    }

    function _nonReentrantAfter() private {
        bytes32 slot = REENTRANCY_GUARD_STORAGE;
        assembly {
            tstore(slot, 0)
        }
    }
}

contract Bank is ReentrancyGuardTransient {
    mapping(address => uint256) public balances;

    function deposit() external payable nonReentrant {
        balances[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) external nonReentrant {
        require(balances[msg.sender] >= amount);
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        balances[msg.sender] -= amount;
    }

    // Yul's own variable, tested in Yul.
    function withdrawAll() external {
        assembly {
            let entered := tload(7)
            if entered { revert(0, 0) }
            tstore(7, 1)
        }
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        balances[msg.sender] = 0;
        assembly {
            tstore(7, 0)
        }
    }

    function withdrawOpen(uint256 amount) external {
        require(balances[msg.sender] >= amount);
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "Bank.withdrawOpen\\(\\) sends ether to msg.sender before it writes balances"
        require(ok);
        balances[msg.sender] -= amount;
    }
}
