pragma solidity ^0.5.17;

/// A payment hub (in the style of Connext's early ChannelManager): users deposit with the hub operator, the hub
/// keeps off-chain balances, and at the end of an epoch the operator posts the final balances and settles every
/// user in one transaction. Settlement pushes ether to each user in a loop with transfer: one user whose receive
/// function reverts (or whose address is a contract without one) blocks every user's settlement for the epoch.
contract PaymentHub {
    address public operator;
    address payable[] public users;
    mapping(address => bool) public registered;
    mapping(address => uint256) public deposits;
    mapping(address => uint256) public finalBalance;
    uint256 public epoch;
    bool public balancesPosted;

    event Deposit(address indexed user, uint256 amount);
    event EpochSettled(uint256 indexed epoch, uint256 users);

    modifier onlyOperator() {
        require(msg.sender == operator, "operator");
        _;
    }

    constructor() public {
        operator = msg.sender;
    }

    function deposit() external payable {
        require(!balancesPosted, "settling");
        if (!registered[msg.sender]) {
            registered[msg.sender] = true;
            users.push(msg.sender);
        }
        deposits[msg.sender] += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    function postBalances(address[] calldata who, uint256[] calldata amounts) external onlyOperator {
        require(who.length == amounts.length, "lengths");
        uint256 total;
        for (uint256 i = 0; i < who.length; i++) {
            require(registered[who[i]], "unknown user");
            finalBalance[who[i]] = amounts[i];
            total += amounts[i];
        }
        require(total <= address(this).balance, "over balance");
        balancesPosted = true;
    }

    function settleEpoch() external onlyOperator {
        require(balancesPosted, "no balances");
        for (uint256 i = 0; i < users.length; i++) {
            address payable u = users[i];
            uint256 amount = finalBalance[u];
            if (amount == 0) continue;
            finalBalance[u] = 0;
            deposits[u] = 0;
            // <yes> <report> DENIAL_OF_SERVICE
            u.transfer(amount);
        }
        balancesPosted = false;
        epoch += 1;
        emit EpochSettled(epoch, users.length);
    }
}
