// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// A lock kept in transient storage and written in inline assembly is a lock.
contract TransientLock {
    mapping(address => uint256) public balances;
    bytes32 private constant LOCK_SLOT = 0x9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00;

    modifier lock() {
        assembly {
            if tload(LOCK_SLOT) { revert(0, 0) }
            tstore(LOCK_SLOT, 1)
        }
        _;
        assembly {
            tstore(LOCK_SLOT, 0)
        }
    }

    function deposit() external payable lock {
        balances[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) external lock {
        require(balances[msg.sender] >= amount);
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok);
        balances[msg.sender] -= amount;
    }
}

// The test and the store in two blocks, in private helpers.
contract HelperLock {
    mapping(address => uint256) public balances;

    function _enter() private {
        assembly {
            if eq(tload(0), 1) { revert(0, 0) }
        }
        assembly {
            tstore(0, 1)
        }
    }

    function _check() private view {
        assembly {
            if tload(0) { revert(0, 0) }
        }
    }

    function _set() private {
        assembly {
            tstore(0, 1)
        }
    }

    function _leave() private {
        assembly {
            tstore(0, 0)
        }
    }

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw() external {
        _check();
        _set();
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        balances[msg.sender] = 0;
        _leave();
    }

    // The store comes without a test: no lock.
    function withdrawUnchecked() external {
        _set();
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "HelperLock.withdrawUnchecked\\(\\) sends ether to msg.sender before it writes balances"
        require(ok);
        balances[msg.sender] = 0;
        _leave();
    }

    // The test comes without a store: no lock either.
    function withdrawUnset() external {
        _check();
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "HelperLock.withdrawUnset\\(\\) sends ether to msg.sender before it writes balances"
        require(ok);
        balances[msg.sender] = 0;
    }
}

// A slot that is stored but whose test does not revert is no lock.
contract NotALock {
    mapping(address => uint256) public balances;

    modifier mark() {
        assembly {
            if tload(7) { tstore(8, 1) }
            tstore(7, 1)
        }
        _;
    }

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw() external mark {
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "NotALock.withdraw\\(\\) sends ether to msg.sender before it writes balances"
        require(ok);
        balances[msg.sender] = 0;
    }
}
