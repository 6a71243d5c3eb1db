// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IERC20 { function transfer(address, uint256) external returns (bool); function transferFrom(address, address, uint256) external returns (bool); }
// An entry whose holder the function requires to be the caller is the caller's own, as msg.sender's is: paying
// out its balance is safe (Chainlink's keeper registries).
contract Registry {
    struct Upkeep { uint96 balance; address admin; }
    struct Keeper { address payee; uint96 balance; }
    IERC20 public link;
    mapping(uint256 => Upkeep) public s_upkeep;
    mapping(uint256 => address) public s_upkeepAdmin;
    mapping(address => Keeper) public s_keeperInfo;
    uint256 public nextId;
    constructor(IERC20 l) { link = l; }
    function register(uint96 amount) external returns (uint256 id) {
        id = nextId++;
        s_upkeepAdmin[id] = msg.sender;
        s_upkeep[id] = Upkeep(amount, msg.sender);
        require(link.transferFrom(msg.sender, address(this), amount));
    }
    function addKeeper(address k) external {
        s_keeperInfo[k].payee = msg.sender;
    }
    // Safe: the caller is the admin of upkeep id.
    function withdrawFunds(uint256 id, address to) external {
        if (s_upkeepAdmin[id] != msg.sender) revert();
        uint96 amount = s_upkeep[id].balance;
        s_upkeep[id].balance = 0;
        require(link.transfer(to, amount));
    }
    // Safe: the caller is the payee of keeper from (checked through a memory copy).
    function withdrawPayment(address from, address to) external {
        Keeper memory keeper = s_keeperInfo[from];
        if (keeper.payee != msg.sender) revert();
        s_keeperInfo[from].balance = 0;
        require(link.transfer(to, keeper.balance));
    }
    // Safe: the same with the storage entry.
    function withdrawPayment2(address from, address to) external {
        if (s_keeperInfo[from].payee != msg.sender) revert();
        uint96 b = s_keeperInfo[from].balance;
        s_keeperInfo[from].balance = 0;
        require(link.transfer(to, b));
    }
    // Vulnerable: no check.
    function withdrawAny(uint256 id, address to) external { // want "Registry.withdrawAny\\(\\) lets any caller transfer amount of the contract's tokens to to"
        uint96 amount = s_upkeep[id].balance;
        s_upkeep[id].balance = 0;
        require(link.transfer(to, amount));
    }

    // Vulnerable: the caller holds upkeep id, but the payout is another upkeep's.
    function withdrawOther(uint256 id, uint256 other, address to) external { // want "Registry.withdrawOther\\(\\) lets any caller transfer amount"
        require(s_upkeepAdmin[id] == msg.sender);
        uint96 amount = s_upkeep[other].balance;
        s_upkeep[other].balance = 0;
        require(link.transfer(to, amount));
    }
}
