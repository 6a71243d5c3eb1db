pragma solidity ^0.8.20;

interface IFlashLoanEtherReceiver {
    function execute() external payable;
}

// Damn Vulnerable DeFi's Side Entrance: the borrowed ether comes back as a deposit.
contract SideEntranceLenderPool {
    mapping(address => uint256) private balances;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw() external {
        uint256 amount = balances[msg.sender];
        delete balances[msg.sender];
        payable(msg.sender).transfer(amount);
    }

    function flashLoan(uint256 amount) external {
        uint256 balanceBefore = address(this).balance;
        IFlashLoanEtherReceiver(msg.sender).execute{value: amount}();
        require(address(this).balance >= balanceBefore, "not paid back"); // want "SideEntranceLenderPool.flashLoan\\(\\) takes the loan as repaid when the contract's balance is back \\(address\\(this\\).balance >= balanceBefore\\), but the borrower can pay it back through SideEntranceLenderPool.deposit\\(\\)"
    }
}

// One reentrancy lock for both: no deposit while a loan is out.
contract LockedPool {
    mapping(address => uint256) private balances;
    bool private locked;

    modifier nonReentrant() {
        require(!locked);
        locked = true;
        _;
        locked = false;
    }

    function deposit() external payable nonReentrant {
        balances[msg.sender] += msg.value;
    }

    function withdraw() external nonReentrant {
        uint256 amount = balances[msg.sender];
        delete balances[msg.sender];
        payable(msg.sender).transfer(amount);
    }

    function flashLoan(uint256 amount) external nonReentrant {
        uint256 balanceBefore = address(this).balance;
        IFlashLoanEtherReceiver(msg.sender).execute{value: amount}();
        require(address(this).balance >= balanceBefore, "not paid back");
    }
}
