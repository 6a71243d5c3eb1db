// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// Keeping contracts out of actions anyone may take is what tx.origin == msg.sender is good for: no finding.
contract OpenMint {
    address public owner;
    uint public totalSupply;
    uint public constant PRICE = 0.01 ether;
    mapping(address => uint) public balanceOf;
    mapping(address => bool) public minted;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    // A mint open to every account, one each.
    function mint() public {
        require(tx.origin == msg.sender, "no contracts");
        require(!minted[msg.sender]);
        minted[msg.sender] = true;
        balanceOf[msg.sender] += 1;
        totalSupply += 1;
    }

    // A paid mint.
    function buy(uint n) public payable {
        require(tx.origin == msg.sender);
        require(msg.value == n * PRICE);
        balanceOf[msg.sender] += n;
        totalSupply += n;
    }

    // Both a real caller check and the comparison.
    function withdraw() public onlyOwner {
        require(tx.origin == msg.sender);
        payable(msg.sender).transfer(address(this).balance);
    }

    function transferOwnership(address to) public onlyOwner {
        require(msg.sender == tx.origin);
        owner = to;
    }

    function isAccount() public view returns (bool) {
        return tx.origin == msg.sender;
    }
}

// A game move: anyone may play, and the king's seat is bought.
contract KingOfTheHill {
    address public king;
    uint public prize;
    uint public moves;
    mapping(address => uint) public lastMove;

    constructor() payable {
        king = msg.sender;
        prize = msg.value;
    }

    function move() public {
        require(tx.origin == msg.sender);
        lastMove[msg.sender] = block.number;
        moves++;
    }

    function claimThrone() public payable {
        require(msg.sender == tx.origin);
        require(msg.value > prize);
        payable(king).transfer(msg.value);
        king = msg.sender;
        prize = msg.value;
    }
}

// The check of a vote-escrow that keeps contracts out unless whitelisted, in a helper handed msg.sender.
contract EscrowAnticontract {
    address public checker;
    address public admin;
    mapping(address => uint256) public locked;

    function _assertNotContract(address addr) internal view {
        if (addr != tx.origin) {
            require(addr == checker, "contracts not allowed");
        }
    }

    function _enter(address who) internal view {
        _assertNotContract(who);
    }

    function createLock() external payable {
        _assertNotContract(msg.sender);
        locked[msg.sender] += msg.value;
    }

    function increase() external payable {
        _enter(msg.sender);
        locked[msg.sender] += msg.value;
    }

    // A helper handed a stored account, not the caller: the comparison is an authorization.
    function _isAdmin(address who) internal view returns (bool) {
        return who == tx.origin; // want "authorizes with tx.origin"
    }

    function setChecker(address c) external {
        require(_isAdmin(admin), "admin only");
        checker = c;
    }
}
