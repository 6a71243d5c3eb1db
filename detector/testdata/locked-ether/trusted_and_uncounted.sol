pragma solidity ^0.5.0;

// Vulnerable: a lock created with the deposit, ether forwarded through the 0.5 creation option.
contract Lock {
    address payable public owner;

    constructor(address payable _owner) public {
        owner = _owner;
    }

    function () external payable {
        require(msg.sender == owner);
        owner.transfer(address(this).balance);
    }
}

// Safe: (new Lock).value(v)(…) sends the ether on to the lock it creates.
contract Locker {
    event Locked(address lock);

    function lock() external payable {
        uint256 eth = msg.value;
        Lock l = (new Lock).value(eth)(msg.sender);
        emit Locked(address(l));
    }
}

// Vulnerable: users deposit and nothing pays out.
contract Pool { // want "Pool can receive ether through Pool.deposit\\(\\) but no code of it can send ether out$"
    mapping(address => uint256) public stakes;

    function deposit() external payable {
        stakes[msg.sender] += msg.value;
    }
}

// Rated low: only the router may pay in; what it locks is its own.
contract RouterBook { // want "only a privileged caller can send it ether"
    address public router;
    uint256 public deposited;

    constructor() public {
        router = msg.sender;
    }

    function onDeposit(uint256 amount) external payable {
        require(msg.sender == router, "router");
        require(msg.value == amount, "value");
        deposited += amount;
    }
}

// Rated low: a module meant to run under a proxy's delegatecall; it is payable to let the value through and
// never reads it.
contract SwapModule { // want "none of its payable functions reads msg.value"
    event Swapped(address to, uint256 amount);

    function swap(address to, uint256 amount) external payable {
        emit Swapped(to, amount);
    }
}
