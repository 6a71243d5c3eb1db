pragma solidity ^0.6.12;

contract CommunityTreasury {
    address payable public steward;
    uint256 public lastPayout;

    event Paid(address to, uint256 amount);

    modifier onlySteward() {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == steward, "not steward");
        _;
    }

    constructor() public {
        steward = msg.sender;
    }

    receive() external payable {}

    function pay(address payable to, uint256 amount) external onlySteward {
        lastPayout = block.number;
        to.transfer(amount);
        emit Paid(to, amount);
    }

    function handOver(address payable next) external onlySteward {
        steward = next;
    }
}
