pragma solidity ^0.4.18;

contract Managed {
    address public manager;

    event ManagerChanged(address indexed newManager);

    modifier onlyManager() {
        require(msg.sender == manager);
        _;
    }

    function changeManager(address _newManager) public onlyManager {
        manager = _newManager;
        ManagerChanged(_newManager);
    }
}

// A 2017 bounty pool: the derived contract declares the manager again, so its constructor sets its own copy
// while the inherited guard keeps checking the base one, which is never set; payouts are locked for good.
contract BountyPool is Managed {
    // <yes> <report> OTHER
    address public manager;

    mapping(address => uint) public bounties;
    uint public reserved;

    event BountyAssigned(address indexed hunter, uint amount);
    event BountyPaid(address indexed hunter, uint amount);

    function BountyPool() public {
        manager = msg.sender;
    }

    function() public payable {}

    function assignBounty(address hunter, uint amount) public onlyManager {
        require(reserved + amount <= this.balance);
        bounties[hunter] += amount;
        reserved += amount;
        BountyAssigned(hunter, amount);
    }

    function claimBounty() public {
        uint amount = bounties[msg.sender];
        require(amount > 0);
        bounties[msg.sender] = 0;
        reserved -= amount;
        msg.sender.transfer(amount);
        BountyPaid(msg.sender, amount);
    }
}
