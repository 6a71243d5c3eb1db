pragma solidity ^0.5.17;

contract PullRefundPresale {
    address payable public wallet;
    uint256 public goal;
    uint256 public closingTime;
    uint256 public weiRaised;
    mapping(address => uint256) public contributions;
    bool public finalized;
    bool public refunding;

    event Contribution(address indexed buyer, uint256 value);
    event Finalized(bool success);
    event Refunded(address indexed buyer, uint256 value);

    constructor(address payable _wallet, uint256 _goal, uint256 _duration) public {
        require(_wallet != address(0));
        wallet = _wallet;
        goal = _goal;
        closingTime = block.timestamp + _duration;
    }

    function contribute() external payable {
        require(block.timestamp < closingTime, "closed");
        require(msg.value >= 0.1 ether, "minimum");
        contributions[msg.sender] += msg.value;
        weiRaised += msg.value;
        emit Contribution(msg.sender, msg.value);
    }

    function finalize() external {
        require(!finalized, "finalized");
        require(block.timestamp >= closingTime, "open");
        finalized = true;
        if (weiRaised >= goal) {
            (bool ok, ) = wallet.call.value(weiRaised)("");
            require(ok, "forward failed");
            emit Finalized(true);
        } else {
            refunding = true;
            emit Finalized(false);
        }
    }

    function claimRefund() external {
        require(refunding, "not refunding");
        uint256 amount = contributions[msg.sender];
        require(amount > 0, "nothing");
        contributions[msg.sender] = 0;
        (bool ok, ) = msg.sender.call.value(amount)("");
        require(ok, "refund failed");
        emit Refunded(msg.sender, amount);
    }
}
