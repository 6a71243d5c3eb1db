pragma solidity ^0.5.10;

// A "king of the hill" of 2019 done with withdrawals: the dethroned king's compensation is credited, not sent, so
// a king that refuses ether only blocks its own withdrawal.
contract ThroneWithdrawals {
    address payable public king;
    address payable public wizard;
    uint public claimPrice = 0.1 ether;
    uint public coronation;

    mapping(address => uint) public pendingWithdrawals;

    event ThroneClaimed(address indexed king, uint price);
    event Withdrawn(address indexed who, uint amount);

    constructor() public {
        wizard = msg.sender;
        king = msg.sender;
    }

    function claimThrone() external payable {
        require(msg.value >= claimPrice, "price");
        uint commission = msg.value / 100;
        pendingWithdrawals[wizard] += commission;
        pendingWithdrawals[king] += msg.value - commission;
        king = msg.sender;
        coronation = block.number;
        claimPrice = msg.value + msg.value / 2;
        emit ThroneClaimed(msg.sender, msg.value);
    }

    function withdraw() external {
        uint amount = pendingWithdrawals[msg.sender];
        require(amount > 0, "nothing");
        pendingWithdrawals[msg.sender] = 0;
        (bool ok, ) = msg.sender.call.value(amount)("");
        require(ok, "transfer failed");
        emit Withdrawn(msg.sender, amount);
    }
}
