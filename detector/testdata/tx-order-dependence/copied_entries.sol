// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// A plan read through a memory copy: p.price is a field of the entry, so only writes that change an
// existing entry's price count. Plans created at a fresh id, or only where the flag is still empty, never do.
contract WriteOncePlans {
    struct Plan {
        address merchant;
        uint256 price;
        bool exists;
    }

    IERC20 public token;
    address public admin;
    uint256 public count;
    mapping(uint256 => Plan) public plans;
    mapping(uint256 => Plan) public listed;

    constructor(IERC20 t) {
        token = t;
        admin = msg.sender;
    }

    function create(uint256 price) external returns (uint256 id) {
        id = ++count;
        plans[id] = Plan(msg.sender, price, true);
    }

    function list(uint256 id, uint256 price) external {
        require(msg.sender == admin, "admin");
        require(!listed[id].exists, "listed");
        listed[id] = Plan(msg.sender, price, true);
    }

    function subscribe(uint256 id) external {
        Plan memory p = plans[id];
        require(p.exists, "plan");
        require(token.transferFrom(msg.sender, p.merchant, p.price), "pay");
    }

    function buyListed(uint256 id) external {
        Plan memory p = listed[id];
        require(p.exists, "listing");
        require(token.transferFrom(msg.sender, p.merchant, p.price), "pay");
    }
}

// The same copy, but the price of an existing plan can be changed by anyone.
contract ChangeablePlans {
    struct Plan {
        address merchant;
        uint256 price;
        bool exists;
    }

    IERC20 public token;
    mapping(uint256 => Plan) public plans;

    constructor(IERC20 t) {
        token = t;
    }

    function setPrice(uint256 id, uint256 price) external {
        plans[id].price = price;
    }

    function subscribe(uint256 id) external { // want "ChangeablePlans.subscribe\\(\\) charges the caller p.price, which reads plans; any caller can change it first"
        Plan memory p = plans[id];
        require(p.exists, "plan");
        require(token.transferFrom(msg.sender, p.merchant, p.price), "pay");
    }
}
