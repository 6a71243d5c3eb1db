pragma solidity ^0.4.24;

// The DAO-style bank: the balance is cleared after the ether leaves.
contract EtherStore {
    uint256 public withdrawalLimit = 1 ether;
    mapping(address => uint256) public lastWithdrawTime;
    mapping(address => uint256) public balances;

    function depositFunds() public payable {
        balances[msg.sender] += msg.value;
    }

    function withdrawFunds(uint256 _weiToWithdraw) public {
        require(balances[msg.sender] >= _weiToWithdraw);
        require(_weiToWithdraw <= withdrawalLimit);
        require(now >= lastWithdrawTime[msg.sender] + 1 weeks);
        require(msg.sender.call.value(_weiToWithdraw)()); // want "reentrancy-eth: .*sends ether to msg.sender before it writes balances"
        balances[msg.sender] -= _weiToWithdraw;
        lastWithdrawTime[msg.sender] = now;
    }
}

// Cross-function: transfer() moves a balance withdrawBalance() has not cleared yet.
contract CrossFunction {
    mapping(address => uint) private userBalances;

    function transfer(address to, uint amount) public {
        if (userBalances[msg.sender] >= amount) {
            userBalances[to] += amount; // what the sender gives up, under the check above: cannot wrap
            userBalances[msg.sender] -= amount;
        }
    }

    function withdrawBalance() public {
        uint amountToWithdraw = userBalances[msg.sender];
        require(msg.sender.call.value(amountToWithdraw)()); // want "reentrancy-eth: .*sends ether to msg.sender before it writes userBalances"
        userBalances[msg.sender] = 0;
    }
}

// Safe: checks, effects, interactions.
contract SafeStore {
    mapping(address => uint256) public balances;

    function deposit() public payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) public {
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        require(msg.sender.call.value(amount)());
    }
}

// Safe: a mutex held across the call.
contract Locked {
    bool private locked;
    mapping(address => uint256) public balances;

    modifier noReentrancy() {
        require(!locked);
        locked = true;
        _;
        locked = false;
    }

    function deposit() public payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw() public noReentrancy {
        uint256 amount = balances[msg.sender];
        require(msg.sender.call.value(amount)());
        balances[msg.sender] = 0;
    }
}

// The payout happens in a helper; the bonus is recorded only after it returns.
contract ReentrancyBonus {
    mapping(address => uint) private userBalances;
    mapping(address => bool) private claimedBonus;
    mapping(address => uint) private rewardsForA;

    function withdrawReward(address recipient) public {
        uint amountToWithdraw = rewardsForA[recipient];
        rewardsForA[recipient] = 0;
        require(recipient.call.value(amountToWithdraw)());
    }

    function getFirstWithdrawalBonus(address recipient) public {
        require(!claimedBonus[recipient]);
        rewardsForA[recipient] += 100;
        withdrawReward(recipient); // want "reentrancy-eth: .*through ReentrancyBonus.withdrawReward\\(\\) before it writes claimedBonus"
        claimedBonus[recipient] = true;
    }
}

// The external call sits in a modifier that runs after the balance check.
contract ModifierEntrancy {
    mapping(address => uint) public tokenBalance;

    function airDrop() public hasNoBalance supportsToken { // want "reentrancy-no-eth: .*in its modifier supportsToken before it writes tokenBalance"
        tokenBalance[msg.sender] += 20;
    }

    modifier supportsToken() {
        require(keccak256(abi.encodePacked("Nu Token")) == Bank(msg.sender).supportsToken()); // want "reentrancy-no-eth: modifier supportsToken of ModifierEntrancy.airDrop\\(\\) makes this call before the function body writes tokenBalance"
        _;
    }

    modifier hasNoBalance() {
        require(tokenBalance[msg.sender] == 0);
        _;
    }
}

contract Bank {
    function supportsToken() external returns (bytes32) {
        return keccak256(abi.encodePacked("Nu Token"));
    }
}
