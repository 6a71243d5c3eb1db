pragma solidity ^0.5.12;

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
}

/// Goal-based crowdfund of 2019: finalize() double-checks the ledger by requiring the contract's
/// balance to equal the recorded total. Anyone can force ether in (selfdestruct, or a pre-computed
/// deployment address), after which the equality never holds again: the raise can neither be
/// released nor refunded, because refunds also wait for finalize().
contract GoalCrowdfund {
    address public owner;
    address payable public wallet;
    IERC20 public token;
    uint256 public goal;
    uint256 public deadline;
    uint256 public totalRaised;
    uint256 public rate;
    bool public finalized;
    bool public succeeded;

    mapping(address => uint256) public contributed;

    constructor(address payable _wallet, IERC20 _token, uint256 _goal, uint256 _deadline, uint256 _rate) public {
        owner = msg.sender;
        wallet = _wallet;
        token = _token;
        goal = _goal;
        deadline = _deadline;
        rate = _rate;
    }

    function contribute() external payable {
        require(now < deadline, "ended");
        require(msg.value > 0, "zero");
        contributed[msg.sender] += msg.value;
        totalRaised += msg.value;
    }

    function finalize() external {
        require(now >= deadline, "running");
        require(!finalized, "finalized");
        // <yes> <report> DENIAL_OF_SERVICE
        require(address(this).balance == totalRaised, "ledger mismatch");
        finalized = true;
        succeeded = totalRaised >= goal;
        if (succeeded) {
            wallet.transfer(totalRaised);
        }
    }

    function claimTokens() external {
        require(finalized && succeeded, "not successful");
        uint256 amount = contributed[msg.sender];
        require(amount > 0, "none");
        contributed[msg.sender] = 0;
        require(token.transfer(msg.sender, amount * rate), "transfer");
    }

    function refund() external {
        require(finalized && !succeeded, "no refunds");
        uint256 amount = contributed[msg.sender];
        require(amount > 0, "none");
        contributed[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
