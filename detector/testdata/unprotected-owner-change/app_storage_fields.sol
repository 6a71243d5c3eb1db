// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

struct AppStorage {
    address owner;
    address minter;
    mapping(address => uint256) balances;
    mapping(uint256 => Item) items;
}

struct Item {
    address holder;
    uint256 openedAt;
}

// One struct holds all the state: writes to other members, made by a helper or through a storage pointer,
// leave the owner and the minter alone.
contract AppFacet {
    AppStorage internal s;

    function mint(address to, uint256 amount) external {
        require(msg.sender == s.minter, "not minter");
        s.balances[to] += amount;
    }

    function transfer(address to, uint256 amount) external {
        _move(msg.sender, to, amount);
    }

    function open(uint256 id) external {
        Item storage it = s.items[id];
        require(it.holder == address(0), "taken");
        it.holder = msg.sender;
        it.openedAt = block.number;
    }

    function setMinter(address minter) external {
        require(msg.sender == s.owner, "not owner");
        s.minter = minter;
    }

    function _move(address from, address to, uint256 amount) internal {
        s.balances[from] -= amount;
        s.balances[to] += amount;
    }
}

// A helper that writes the checked member: the write made through the call is the owner's.
contract AppFacetOpen {
    AppStorage internal s;

    function mint(address to, uint256 amount) external {
        require(msg.sender == s.minter, "not minter");
        s.balances[to] += amount;
    }

    function claimMinter(address minter) external { // want "AppFacetOpen.claimMinter\\(\\) lets any caller set s"
        _setMinter(minter);
    }

    function _setMinter(address minter) internal {
        s.minter = minter;
    }
}
