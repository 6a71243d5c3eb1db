pragma solidity ^0.8.20;

contract Stakers {
    address[] public stakers;
    mapping(address => uint256) public staked;
    mapping(address => bool) public isAdmin;
    address[] public admins;
    mapping(address => uint256) public rewards;

    constructor() {
        isAdmin[msg.sender] = true;
    }

    // `staked[msg.sender] == 0` holds for every new address: it limits nobody.
    function stake() external payable {
        if (staked[msg.sender] == 0) {
            stakers.push(msg.sender);
        }
        staked[msg.sender] += msg.value;
    }

    function accrue() external {
        for (uint256 i = 0; i < stakers.length; i++) { // want "Stakers.accrue\\(\\) loops up to stakers.length, which any caller can grow through Stakers.stake\\(\\)"
            rewards[stakers[i]] += 1;
        }
    }

    // Safe: only admins add admins.
    function addAdmin(address a) external {
        require(isAdmin[msg.sender], "admin");
        isAdmin[a] = true;
        admins.push(a);
    }

    function pokeAdmins() external {
        for (uint256 i = 0; i < admins.length; i++) {
            rewards[admins[i]] += 1;
        }
    }
}
