pragma solidity ^0.4.24;

contract SafeMath {
    function safeMul(uint a, uint b) internal pure returns (uint) {
        uint c = a * b;
        require(a == 0 || c / a == b);
        return c;
    }

    function safeSub(uint a, uint b) internal pure returns (uint) {
        require(b <= a);
        return a - b;
    }

    function safeAdd(uint a, uint b) internal pure returns (uint) {
        uint c = a + b;
        require(c >= a && c >= b);
        return c;
    }
}

contract Token {
    function transfer(address _to, uint256 _value) public returns (bool success);
    function transferFrom(address _from, address _to, uint256 _value) public returns (bool success);
}

/// EtherDelta's exchange, condensed: balances per token and user, withdrawals that debit before sending, and
/// trades against off-chain orders signed by the maker over (this exchange, tokens, amounts, expiry, nonce), whose
/// filled amount is recorded per maker and order hash.
contract EtherDelta is SafeMath {
    address public admin;
    address public feeAccount;
    uint public feeTake; // percentage times (1 ether)
    uint public constant MAX_FEE_TAKE = 3000000000000000; // 0.3%
    mapping (address => mapping (address => uint)) public tokens; // token => user => amount; token 0 is ether
    mapping (address => mapping (bytes32 => uint)) public orderFills;

    event Trade(address tokenGet, uint amountGet, address tokenGive, uint amountGive, address get, address give);
    event Deposit(address token, address user, uint amount, uint balance);
    event Withdraw(address token, address user, uint amount, uint balance);

    modifier onlyAdmin() {
        require(msg.sender == admin);
        _;
    }

    constructor(address feeAccount_, uint feeTake_) public {
        require(feeTake_ <= MAX_FEE_TAKE);
        admin = msg.sender;
        feeAccount = feeAccount_;
        feeTake = feeTake_;
    }

    function() public payable {
        revert();
    }

    function changeFeeTake(uint feeTake_) public onlyAdmin {
        require(feeTake_ <= MAX_FEE_TAKE);
        feeTake = feeTake_;
    }

    function deposit() public payable {
        tokens[0][msg.sender] = safeAdd(tokens[0][msg.sender], msg.value);
        emit Deposit(0, msg.sender, msg.value, tokens[0][msg.sender]);
    }

    function withdraw(uint amount) public {
        require(tokens[0][msg.sender] >= amount);
        tokens[0][msg.sender] = safeSub(tokens[0][msg.sender], amount);
        msg.sender.transfer(amount);
        emit Withdraw(0, msg.sender, amount, tokens[0][msg.sender]);
    }

    function depositToken(address token, uint amount) public {
        require(token != 0);
        require(Token(token).transferFrom(msg.sender, this, amount)); // want "reentrancy-cross-function: EtherDelta.depositToken\\(\\) calls Token\\(token\\) before it writes tokens" // FALSE ALARM: reent (the credit after the call reads fresh balances, and a token can only credit its own entry)
        tokens[token][msg.sender] = safeAdd(tokens[token][msg.sender], amount);
        emit Deposit(token, msg.sender, amount, tokens[token][msg.sender]);
    }

    function withdrawToken(address token, uint amount) public {
        require(token != 0);
        require(tokens[token][msg.sender] >= amount);
        tokens[token][msg.sender] = safeSub(tokens[token][msg.sender], amount);
        require(Token(token).transfer(msg.sender, amount));
        emit Withdraw(token, msg.sender, amount, tokens[token][msg.sender]);
    }

    function trade(
        address tokenGet, uint amountGet, address tokenGive, uint amountGive, uint expires, uint nonce,
        address user, uint8 v, bytes32 r, bytes32 s, uint amount
    ) public {
        bytes32 hash = sha256(abi.encodePacked(this, tokenGet, amountGet, tokenGive, amountGive, expires, nonce));
        require(ecrecover(keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", hash)), v, r, s) == user); // want "ecrecover-zero-address: EtherDelta.trade\\(\\) uses the result of ecrecover" // deserved: with user == address(0) any signature passes (harmless here, address(0) holds no balance, but real)
        require(block.number <= expires);
        require(safeAdd(orderFills[user][hash], amount) <= amountGet);
        tradeBalances(tokenGet, amountGet, tokenGive, amountGive, user, amount);
        orderFills[user][hash] = safeAdd(orderFills[user][hash], amount);
        emit Trade(tokenGet, amount, tokenGive, amountGive * amount / amountGet, user, msg.sender); // want "integer-overflow: EtherDelta.trade\\(\\): amountGive \\* amount can overflow" // FALSE ALARM: arith (the product only feeds an event; every balance uses safeMul)
    }

    function tradeBalances(address tokenGet, uint amountGet, address tokenGive, uint amountGive, address user, uint amount) private {
        uint feeTakeXfer = safeMul(amount, feeTake) / (1 ether);
        tokens[tokenGet][msg.sender] = safeSub(tokens[tokenGet][msg.sender], safeAdd(amount, feeTakeXfer));
        tokens[tokenGet][user] = safeAdd(tokens[tokenGet][user], amount);
        tokens[tokenGet][feeAccount] = safeAdd(tokens[tokenGet][feeAccount], feeTakeXfer);
        tokens[tokenGive][user] = safeSub(tokens[tokenGive][user], safeMul(amountGive, amount) / amountGet);
        tokens[tokenGive][msg.sender] = safeAdd(tokens[tokenGive][msg.sender], safeMul(amountGive, amount) / amountGet);
    }

    function cancelOrder(address tokenGet, uint amountGet, address tokenGive, uint amountGive, uint expires, uint nonce) public {
        bytes32 hash = sha256(abi.encodePacked(this, tokenGet, amountGet, tokenGive, amountGive, expires, nonce));
        orderFills[msg.sender][hash] = amountGet;
    }
}

// Safe 0.4 code in the style of a widely used exchange (EtherDelta): held to no finding above low, except where
// an expectation says why; those marked FALSE ALARM are known false alarms, kept so that fixing them shows here.
