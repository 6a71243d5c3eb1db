// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "reentrant");
        _status = 2;
        _;
        _status = 1;
    }
}

/// Whitelisted, capped presale paid in a stablecoin: per-wallet caps set by the owner in batches, a
/// global hard cap, vested claim after the TGE, and owner-only recovery that cannot touch the tokens
/// owed to buyers.
contract WhitelistPresale is ReentrancyGuard {
    IERC20 public immutable payToken;
    IERC20 public immutable saleToken;
    address public owner;
    address public pendingOwner;
    uint256 public immutable price; // payToken units per 1e18 sale tokens
    uint256 public immutable hardCap;
    uint256 public tge;
    uint256 public raised;
    uint256 public totalOwed;

    mapping(address => uint256) public cap;
    mapping(address => uint256) public paid;
    mapping(address => uint256) public owed;

    event CapSet(address indexed account, uint256 cap);
    event Bought(address indexed buyer, uint256 paid, uint256 tokens);
    event Claimed(address indexed buyer, uint256 tokens);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(IERC20 _payToken, IERC20 _saleToken, uint256 _price, uint256 _hardCap) {
        payToken = _payToken;
        saleToken = _saleToken;
        price = _price;
        hardCap = _hardCap;
        owner = msg.sender;
    }

    function transferOwnership(address next) external onlyOwner {
        pendingOwner = next;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "pending");
        owner = pendingOwner;
        pendingOwner = address(0);
    }

    function setCaps(address[] calldata accounts, uint256[] calldata caps) external onlyOwner {
        require(accounts.length == caps.length, "length");
        for (uint256 i = 0; i < accounts.length; i++) {
            cap[accounts[i]] = caps[i];
            emit CapSet(accounts[i], caps[i]);
        }
    }

    function setTge(uint256 _tge) external onlyOwner {
        require(tge == 0, "set");
        tge = _tge;
    }

    function buy(uint256 amount) external nonReentrant {
        require(tge == 0 || block.timestamp < tge, "closed");
        uint256 newPaid = paid[msg.sender] + amount;
        require(newPaid <= cap[msg.sender], "wallet cap");
        require(raised + amount <= hardCap, "hard cap");
        uint256 tokens = (amount * 1e18) / price;
        require(tokens > 0, "dust");
        paid[msg.sender] = newPaid;
        raised += amount;
        owed[msg.sender] += tokens;
        totalOwed += tokens;
        require(payToken.transferFrom(msg.sender, address(this), amount), "pay");
        emit Bought(msg.sender, amount, tokens);
    }

    function claim() external nonReentrant {
        require(tge != 0 && block.timestamp >= tge, "not yet");
        uint256 tokens = owed[msg.sender];
        require(tokens > 0, "nothing");
        owed[msg.sender] = 0;
        totalOwed -= tokens;
        require(saleToken.transfer(msg.sender, tokens), "transfer");
        emit Claimed(msg.sender, tokens);
    }

    function withdrawRaise(address to) external onlyOwner {
        require(payToken.transfer(to, payToken.balanceOf(address(this))), "transfer");
    }

    function recover(IERC20 token, address to, uint256 amount) external onlyOwner {
        if (token == saleToken) {
            require(saleToken.balanceOf(address(this)) - amount >= totalOwed, "owed");
        }
        require(token.transfer(to, amount), "transfer");
    }
}
