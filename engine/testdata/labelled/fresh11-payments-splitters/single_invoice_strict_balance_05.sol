pragma solidity ^0.5.0;

/// A milestone invoice escrow deployed per contract job: the client deposits exactly the agreed fee, the
/// contractor is paid once the client approves, or the client takes it back before work starts.
contract MilestoneInvoice {
    address payable public client;
    address payable public contractor;
    uint256 public fee;
    bool public started;
    bool public done;

    event Deposited(uint256 amount);
    event Started();
    event Paid(uint256 amount);

    constructor(address payable _contractor, uint256 _fee) public {
        client = msg.sender;
        contractor = _contractor;
        fee = _fee;
    }

    function deposit() external payable {
        require(msg.sender == client, "client");
        require(msg.value == fee, "fee");
        emit Deposited(msg.value);
    }

    /// The contractor starts work only against a fully funded escrow.
    function start() external {
        require(msg.sender == contractor, "contractor");
        require(!started, "started");
        // <yes> <report> DENIAL_OF_SERVICE
        require(address(this).balance == fee, "not funded");
        started = true;
        emit Started();
    }

    function approve() external {
        require(msg.sender == client, "client");
        require(started && !done, "state");
        done = true;
        contractor.transfer(address(this).balance);
        emit Paid(fee);
    }

    function cancel() external {
        require(msg.sender == client, "client");
        require(!started, "started");
        client.transfer(address(this).balance);
    }
}
