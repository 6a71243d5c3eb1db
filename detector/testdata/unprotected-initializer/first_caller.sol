// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

// Low: no constructor, so the owner is set by a second transaction that anyone can front-run (unless a proxy
// or factory makes it in the deploying transaction).
contract Treasury {
    address public owner;
    bool public initialized;

    function init(address owner_) external { // want "Treasury.init\\(\\) sets owner to an account its caller picks, once, and Treasury has no constructor"
        require(!initialized, "already");
        initialized = true;
        owner = owner_;
    }

    function pay(address payable to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        to.transfer(amount);
    }
}

// Low: the first caller makes itself the owner.
contract Claimable {
    address public owner;

    function claim() external { // want "Claimable.claim\\(\\) sets owner to an account its caller picks"
        require(owner == address(0), "claimed");
        owner = msg.sender;
    }

    function pay(address payable to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        to.transfer(amount);
    }
}

// Safe: the deployer's constructor is there; the initialiser only completes the set-up it started.
contract DeployerInit {
    address public owner;
    address private immutable deployer;
    bool public initialized;

    constructor() {
        deployer = msg.sender;
    }

    function init(address owner_) external {
        require(msg.sender == deployer, "deployer");
        require(!initialized, "already");
        initialized = true;
        owner = owner_;
    }

    function pay(address payable to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        to.transfer(amount);
    }
}

// Safe: the account set is fixed in the code; the first caller gains nothing.
contract FixedInit {
    address public owner;
    bool public initialized;

    function init() external {
        require(!initialized, "already");
        initialized = true;
        owner = 0x1111111111111111111111111111111111111111;
    }

    function pay(address payable to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        to.transfer(amount);
    }
}
