// Old-style (0.4) access control done right: each contract here is safe.
pragma solidity ^0.4.24;

// SmartBugs' wallet_01_ok: the fixed wallet.
contract Wallet {
    address creator;

    mapping(address => uint256) balances;

    constructor() public {
        creator = msg.sender;
    }

    function deposit() public payable {
        assert(balances[msg.sender] + msg.value > balances[msg.sender]);
        balances[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) public {
        require(amount <= balances[msg.sender]);
        balances[msg.sender] -= amount;
        msg.sender.transfer(amount);
    }

    // In an emergency the owner can migrate  allfunds to a different address.

    function migrateTo(address to) public {
        require(creator == msg.sender);
        to.transfer(this.balance);
    }
}

// Owned, with the two-step hand-over of its era, and a constructor named after the contract.
contract Owned {
    address public owner;
    address public newOwner;

    function Owned() public {
        owner = msg.sender;
    }

    modifier onlyOwner {
        if (msg.sender != owner) throw;
        _;
    }

    function changeOwner(address _newOwner) public onlyOwner {
        newOwner = _newOwner;
    }

    function acceptOwnership() public {
        if (msg.sender == newOwner) {
            owner = newOwner;
        }
    }
}

contract Mortal is Owned {
    function kill() public onlyOwner {
        selfdestruct(owner);
    }
}

contract Bank is Mortal {
    mapping(address => uint) public balances;
    uint public fee;

    function setFee(uint _fee) public onlyOwner {
        require(_fee <= 100);
        fee = _fee;
    }

    function deposit() public payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw() public {
        uint amount = balances[msg.sender];
        balances[msg.sender] = 0;
        msg.sender.transfer(amount);
    }

    function collect(address to, uint amount) public onlyOwner {
        to.transfer(amount);
    }
}

// MultiOwnable with newOwner protected, as the SmartBugs case should have been.
contract MultiOwnable {
    address public root;
    mapping (address => address) public owners; // owner => parent of owner

    constructor() public {
        root = msg.sender;
        owners[root] = root;
    }

    modifier onlyOwner() {
        require(owners[msg.sender] != 0);
        _;
    }

    function newOwner(address _owner) onlyOwner external returns (bool) {
        require(_owner != 0);
        owners[_owner] = msg.sender;
        return true;
    }

    function deleteOwner(address _owner) onlyOwner external returns (bool) {
        require(owners[_owner] == msg.sender || (owners[_owner] != 0 && msg.sender == root));
        owners[_owner] = 0;
        return true;
    }
}

contract TestContract is MultiOwnable {
    function withdrawAll() public onlyOwner {
        msg.sender.transfer(this.balance);
    }

    function() public payable {
    }
}

// A library-backed contract that delegatecalls one fixed function of a fixed library.
contract FibonacciBalance {
    address constant fibonacciLibrary = 0x1111111111111111111111111111111111111111;
    uint public calculatedFibNumber;
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    function compute(uint n) public {
        require(msg.sender == owner);
        require(fibonacciLibrary.delegatecall(bytes4(keccak256("setFibonacci(uint256)")), n));
    }
}

// tx.origin only logged, never trusted.
contract Guestbook {
    address public owner;
    event Signed(address indexed sender, address indexed origin);

    constructor() public {
        owner = msg.sender;
    }

    function sign() public {
        emit Signed(msg.sender, tx.origin);
    }

    function withdraw() public {
        require(msg.sender == owner);
        owner.transfer(address(this).balance);
    }
}
