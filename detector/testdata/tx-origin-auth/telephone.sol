// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// Ethernaut's Telephone: the owner the constructor sets can be taken by any contract.
contract Telephone {
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    function changeOwner(address _owner) public {
        if (tx.origin != msg.sender) { // want "Telephone.changeOwner\\(\\) guards the write of owner only with tx.origin != msg.sender, which tells contracts from accounts and lets any contract through"
            owner = _owner;
        }
    }
}

// The same check the other way round, in front of an owner that access checks compare the caller with.
contract ContractOnly {
    address public owner;
    uint public fee;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function setFee(uint f) public onlyOwner {
        fee = f;
    }

    function claim(address to) public {
        require(msg.sender != tx.origin); // want "lets any contract through"
        owner = to;
    }

    function claimDirect() public {
        if (tx.origin == msg.sender) revert(); // want "lets any contract through"
        owner = msg.sender;
    }

    function claimAccount() public {
        require(tx.origin == msg.sender || msg.sender == owner); // want "write of owner only with tx.origin == msg.sender, which tells contracts from accounts and lets any account through"
        owner = msg.sender;
    }

    // Safe for this detector: a real caller check stands there too.
    function handOver(address to) public onlyOwner {
        require(tx.origin == msg.sender);
        owner = to;
    }

    function handOverInline(address to) public {
        require(tx.origin == msg.sender && msg.sender == owner);
        owner = to;
    }
}

// Payouts, selfdestruct and delegatecall behind the comparison alone.
contract Vault {
    address owner;
    mapping(address => uint) public deposits;

    constructor() {
        owner = msg.sender;
    }

    modifier noContracts() {
        require(tx.origin == msg.sender); // want "kill\\(\\) guards selfdestruct\\(payable\\(msg.sender\\)\\) only with tx.origin == msg.sender, which tells contracts from accounts and lets any account through"
        _;
    }

    function drain(address payable to) public {
        require(tx.origin == msg.sender); // want "send of address\\(this\\).balance to to only with .* any account through"
        to.transfer(address(this).balance);
    }

    function kill() public noContracts {
        selfdestruct(payable(msg.sender));
    }

    function run(address lib, bytes memory data) public {
        require(tx.origin == msg.sender); // want "delegatecall to lib only with"
        (bool ok, ) = lib.delegatecall(data);
        require(ok);
    }

    // Safe: each caller takes back only what it deposited.
    function deposit() public payable noContracts {
        deposits[msg.sender] += msg.value;
    }

    function withdraw() public noContracts {
        uint amount = deposits[msg.sender];
        deposits[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
    }

    // Safe: the owner's own payout, behind a real caller check.
    function sweep() public {
        require(tx.origin == msg.sender);
        require(msg.sender == owner);
        payable(msg.sender).transfer(address(this).balance);
    }
}

interface IERC20 {
    function transfer(address to, uint amount) external returns (bool);
}

contract TokenDrop {
    IERC20 token;

    constructor(IERC20 t) {
        token = t;
    }

    function take(uint amount) public {
        require(msg.sender == tx.origin); // want "transfer of amount of the contract's tokens to msg.sender only with msg.sender == tx.origin"
        require(token.transfer(msg.sender, amount));
    }
}
