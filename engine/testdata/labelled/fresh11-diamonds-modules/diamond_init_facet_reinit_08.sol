// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

struct AppStorage {
    address owner;
    address minter;
    string name;
    string symbol;
    uint256 totalSupply;
    mapping(address => uint256) balances;
    mapping(address => mapping(address => uint256)) allowances;
    bool paused;
}

library LibAppStorage {
    function diamondStorage() internal pure returns (AppStorage storage ds) {
        assembly {
            ds.slot := 0
        }
    }
}

// The initializer of a token diamond. The deployment script cuts its init() selector into the diamond and
// calls it once, but never removes the selector and init() keeps no flag: anyone can call it later through
// the diamond and make themselves the minter.
contract TokenDiamondInit {
    AppStorage internal s;

    event Initialized(address minter);

    function init(string calldata name_, string calldata symbol_, address minter_) external {
        s.name = name_;
        s.symbol = symbol_;
        // <yes> <report> ACCESS_CONTROL
        s.minter = minter_;
        emit Initialized(minter_);
    }
}

contract TokenFacet {
    AppStorage internal s;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    modifier whenNotPaused() {
        require(!s.paused, "TokenFacet: paused");
        _;
    }

    function name() external view returns (string memory) {
        return s.name;
    }

    function balanceOf(address account) external view returns (uint256) {
        return s.balances[account];
    }

    function mint(address to, uint256 amount) external whenNotPaused {
        require(msg.sender == s.minter, "TokenFacet: not minter");
        s.totalSupply += amount;
        s.balances[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function transfer(address to, uint256 amount) external whenNotPaused returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        s.allowances[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external whenNotPaused returns (bool) {
        uint256 allowed = s.allowances[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= amount, "TokenFacet: allowance");
            s.allowances[from][msg.sender] = allowed - amount;
        }
        _transfer(from, to, amount);
        return true;
    }

    function setPaused(bool paused_) external {
        require(msg.sender == s.owner, "TokenFacet: not owner");
        s.paused = paused_;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        require(to != address(0), "TokenFacet: zero address");
        uint256 bal = s.balances[from];
        require(bal >= amount, "TokenFacet: balance");
        unchecked {
            s.balances[from] = bal - amount;
        }
        s.balances[to] += amount;
        emit Transfer(from, to, amount);
    }
}
