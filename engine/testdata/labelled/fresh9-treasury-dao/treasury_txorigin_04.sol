pragma solidity ^0.4.24;

/// Community treasury of an early DAO. Spending is authorised for the treasurer; to let the treasurer spend
/// through a wallet contract, the check was written against tx.origin.
contract CommunityTreasury {
    address public treasurer;
    address public council;
    uint256 public spendLimit;
    mapping(address => uint256) public donated;

    event Donation(address indexed from, uint256 amount);
    event Spend(address indexed to, uint256 amount, string memo);

    modifier onlyCouncil() {
        require(msg.sender == council);
        _;
    }

    constructor(address _treasurer, uint256 _limit) public {
        council = msg.sender;
        treasurer = _treasurer;
        spendLimit = _limit;
    }

    function() public payable {
        donated[msg.sender] += msg.value;
        emit Donation(msg.sender, msg.value);
    }

    function setTreasurer(address _treasurer) public onlyCouncil {
        treasurer = _treasurer;
    }

    function setLimit(uint256 _limit) public onlyCouncil {
        spendLimit = _limit;
    }

    function spend(address to, uint256 amount, string memo) public {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == treasurer);
        require(amount <= spendLimit);
        to.transfer(amount);
        emit Spend(to, amount, memo);
    }
}
