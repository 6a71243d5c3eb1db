pragma solidity ^0.8.20;

interface IStrategy {
    function withdraw(uint256 amount) external returns (uint256);
}

// A write after the call to one member of a struct held in state leaves only that member stale: a function that
// reads other members of the same entry sees nothing pending.
contract FieldVault {
    struct Params {
        uint256 ratio;
        uint256 debt;
        uint256 lastReport;
    }

    mapping(address => Params) public params;
    uint256 private status = 1;

    modifier lock() {
        require(status == 1);
        status = 2;
        _;
        status = 1;
    }

    function pull(address strategy, uint256 amount) external lock {
        uint256 got = IStrategy(strategy).withdraw(amount);
        params[strategy].debt -= got;
    }

    // Reads only the ratio, which pull() does not write after the call.
    function setRatio(address strategy, uint256 ratio) external {
        require(params[strategy].ratio != ratio);
        params[strategy].ratio = ratio;
    }
}

// The same, where another function reads the member left pending.
contract FieldVaultStale {
    struct Params {
        uint256 ratio;
        uint256 debt;
    }

    mapping(address => Params) public params;
    mapping(address => uint256) public credit;
    uint256 private status = 1;

    modifier lock() {
        require(status == 1);
        status = 2;
        _;
        status = 1;
    }

    function pull(address strategy, uint256 amount) external lock {
        uint256 got = IStrategy(strategy).withdraw(amount); // want "FieldVaultStale.pull\\(\\) calls IStrategy\\(strategy\\) under a reentrancy lock that FieldVaultStale.borrow\\(\\) does not check before it writes params"
        params[strategy].debt -= got;
    }

    function borrow(address strategy, uint256 amount) external {
        require(params[strategy].debt + amount <= params[strategy].ratio * 1000);
        credit[strategy] += amount;
    }
}

// Reading the whole entry (copied to memory) reads the pending member too.
contract FieldVaultCopy {
    struct Params {
        uint256 ratio;
        uint256 debt;
    }

    mapping(address => Params) public params;
    mapping(address => uint256) public credit;
    uint256 private status = 1;

    modifier lock() {
        require(status == 1);
        status = 2;
        _;
        status = 1;
    }

    function pull(address strategy, uint256 amount) external lock {
        uint256 got = IStrategy(strategy).withdraw(amount); // want "FieldVaultCopy.pull\\(\\) calls IStrategy\\(strategy\\) under a reentrancy lock that FieldVaultCopy.borrow\\(\\) does not check before it writes params"
        params[strategy].debt -= got;
    }

    function borrow(address strategy, uint256 amount) external {
        Params memory p = params[strategy];
        require(p.debt + amount <= p.ratio * 1000);
        credit[strategy] += amount;
    }
}
