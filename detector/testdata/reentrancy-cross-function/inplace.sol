// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

abstract contract Guarded {
    bool private locked;
    modifier nonReentrant() {
        require(!locked);
        locked = true;
        _;
        locked = false;
    }
}

// Safe: a deposit during the call only adds the depositor's own ether, which the late write then discards.
contract Bank is Guarded {
    mapping(address => uint256) public balances;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdrawAll() external nonReentrant {
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        balances[msg.sender] = 0;
    }
}

// Safe: both sides update shares in place under checked arithmetic, so the updates add up in either order.
contract Vault is Guarded {
    IERC20 public token;
    mapping(address => uint256) public shares;

    function deposit(uint256 amount) external nonReentrant {
        require(token.transferFrom(msg.sender, address(this), amount));
        shares[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        shares[msg.sender] -= amount;
        require(token.transfer(msg.sender, amount));
    }
}

// The late write overwrites debt with a value computed before the call: a borrow during the call is forgotten.
contract Lender is Guarded {
    IERC20 public token;
    mapping(address => uint256) public debt;

    function repay(uint256 amount) external nonReentrant {
        uint256 owed = debt[msg.sender];
        require(token.transferFrom(msg.sender, address(this), amount)); // want "before it writes debt"
        debt[msg.sender] = owed - amount;
    }

    function borrow(uint256 amount) external {
        debt[msg.sender] += amount;
        require(token.transfer(msg.sender, amount));
    }
}
