pragma solidity ^0.8.0;

interface IToken {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract Vault {
    mapping(address => uint256) public balances;
    uint256 public totalShares;
    uint256 public totalAssets;
    IToken public token;
    bool private locked;

    modifier nonReentrant() {
        require(!locked, "locked");
        locked = true;
        _;
        locked = false;
    }

    // The lock protects withdraw, but transfer() does not check it and moves the stale balance.
    function withdraw() external nonReentrant {
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "Vault.withdraw\\(\\) calls msg.sender under a reentrancy lock that Vault.transfer\\(\\) does not check before it writes balances"
        require(ok);
        balances[msg.sender] = 0;
    }

    function transfer(address to, uint256 amount) external {
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        balances[to] += amount;
    }

    // Read-only reentrancy: the share price is stale while the token call runs.
    function redeem(uint256 shares) external nonReentrant {
        uint256 assets = shares * totalAssets / totalShares;
        require(token.transfer(msg.sender, assets)); // want "Vault.sharePrice\\(\\) reads totalAssets during the call and returns it to callers that trust it"
        totalAssets -= assets;
        totalShares -= shares;
    }

    function sharePrice() external view returns (uint256) {
        return totalAssets * 1e18 / totalShares;
    }

    // Safe: state written before the call.
    function withdrawSafe() external nonReentrant {
        uint256 amount = balances[msg.sender];
        balances[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
    }
}

contract Locked {
    mapping(address => uint256) public credit;
    bool private locked;

    modifier nonReentrant() {
        require(!locked, "locked");
        locked = true;
        _;
        locked = false;
    }

    // Safe: every reader of credit holds the same lock.
    function take() external nonReentrant {
        uint256 amount = credit[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        credit[msg.sender] = 0;
    }

    function move(address to) external nonReentrant {
        credit[to] += credit[msg.sender];
        credit[msg.sender] = 0;
    }
}

contract Checked {
    mapping(address => uint256) public balances;
    bool private locked;

    modifier nonReentrant() {
        require(!locked, "locked");
        locked = true;
        _;
        locked = false;
    }

    // A check of the balance is not a lock flag: transfer() still sees the stale balance.
    function withdraw(uint256 amount) external nonReentrant {
        require(balances[msg.sender] >= amount);
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "Checked.withdraw\\(\\) calls msg.sender under a reentrancy lock that Checked.transfer\\(\\) does not check"
        require(ok);
        balances[msg.sender] -= amount;
    }

    function transfer(address to, uint256 amount) external {
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        balances[to] += amount;
    }
}
