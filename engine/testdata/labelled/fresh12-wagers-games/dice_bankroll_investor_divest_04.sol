pragma solidity ^0.4.18;

/// The bankroll of a dice game is put up by investors, who hold shares of it. Investors can add to the bankroll
/// or take shares out while no game round is locking the funds.
contract DiceBankroll {
    address public owner;
    address public game;
    uint256 public totalShares;
    uint256 public lockedForBets;
    mapping(address => uint256) public investorShares;

    event Invested(address indexed investor, uint256 amount, uint256 shares);
    event Divested(address indexed investor, uint256 shares, uint256 amount);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    modifier onlyGame() {
        require(msg.sender == game);
        _;
    }

    function DiceBankroll() public {
        owner = msg.sender;
    }

    function setGame(address game_) public onlyOwner {
        game = game_;
    }

    function invest() public payable {
        require(msg.value >= 0.1 ether);
        uint256 shares;
        if (totalShares == 0) {
            shares = msg.value;
        } else {
            shares = msg.value * totalShares / (this.balance - msg.value);
        }
        investorShares[msg.sender] += shares;
        totalShares += shares;
        Invested(msg.sender, msg.value, shares);
    }

    function divest(uint256 shares) public {
        require(lockedForBets == 0);
        require(investorShares[msg.sender] - shares >= 0);
        uint256 amount = shares * this.balance / totalShares;
        // <yes> <report> ARITHMETIC
        investorShares[msg.sender] -= shares;
        totalShares -= shares;
        msg.sender.transfer(amount);
        Divested(msg.sender, shares, amount);
    }

    function lock(uint256 amount) public onlyGame {
        require(lockedForBets + amount <= this.balance);
        lockedForBets += amount;
    }

    function release(uint256 amount, address winner, uint256 payout) public onlyGame {
        require(amount <= lockedForBets && payout <= amount);
        lockedForBets -= amount;
        if (payout > 0) {
            winner.transfer(payout);
        }
    }

    function () public payable {}
}
