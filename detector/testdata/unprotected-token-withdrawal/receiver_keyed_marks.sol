pragma solidity ^0.8.7;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// An upkeep that trusts the payee and amount it decodes from performData: it stamps the payee's entry with the
// time, which bounds nothing, since the caller names both the payee and the amount.
contract StampedPayout {
    IERC20 public immutable token;
    mapping(address => uint256) public lastPaid;

    constructor(IERC20 token_) {
        token = token_;
    }

    function performUpkeep(bytes calldata performData) external { // want "StampedPayout.performUpkeep\\(\\) lets any caller transfer amount of the contract's tokens to payee"
        (address payee, uint256 amount) = abi.decode(performData, (address, uint256));
        lastPaid[payee] = block.timestamp;
        require(token.transfer(payee, amount), "transfer");
    }
}

// Safe: the receiver's own recorded balance is debited by the amount (checked arithmetic), so anyone may only
// push a receiver's own tokens to it.
contract DebitedPayout {
    IERC20 public immutable token;
    mapping(address => uint256) public owed;

    constructor(IERC20 token_) {
        token = token_;
    }

    function credit(address to, uint256 amount) external {
        require(msg.sender == address(token), "token");
        owed[to] += amount;
    }

    function payOut(address to, uint256 amount) external {
        owed[to] -= amount;
        require(token.transfer(to, amount), "transfer");
    }
}
