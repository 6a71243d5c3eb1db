pragma solidity ^0.5.7;

/// The cashier of a wager house: games credit players' winnings here, and players cash out whenever they like.
/// Only games registered by the operator may credit winnings, and each credit must be covered by the float.
contract WagerCashier {
    address public operator;
    mapping(address => bool) public isGame;
    mapping(address => uint256) public winnings;
    uint256 public owed;

    event Credited(address indexed game, address indexed player, uint256 amount);
    event CashedOut(address indexed player, uint256 amount);

    constructor() public {
        operator = msg.sender;
    }

    function setGame(address game, bool allowed) external {
        require(msg.sender == operator, "operator");
        isGame[game] = allowed;
    }

    function credit(address player, uint256 amount) external {
        require(isGame[msg.sender], "game");
        require(owed + amount <= address(this).balance, "float");
        owed += amount;
        winnings[player] += amount;
        emit Credited(msg.sender, player, amount);
    }

    function cashOut() external {
        uint256 amount = winnings[msg.sender];
        require(amount > 0, "nothing");
        winnings[msg.sender] = 0;
        owed -= amount;
        // <yes> <report> UNCHECKED_LL_CALLS
        msg.sender.call.value(amount)("");
        emit CashedOut(msg.sender, amount);
    }

    function withdrawFloat(uint256 amount) external {
        require(msg.sender == operator, "operator");
        require(amount <= address(this).balance - owed, "owed");
        (bool ok, ) = msg.sender.call.value(amount)("");
        require(ok, "withdraw");
    }

    function () external payable {}
}
