pragma solidity ^0.8.17;

/// Pays every investor in one loop: one investor whose receive() reverts blocks all payouts.
contract DividendPool {
    address public owner;
    address[] public investors;
    mapping(address => uint256) public shares;
    uint256 public totalShares;

    constructor() {
        owner = msg.sender;
    }

    function invest() external payable {
        require(msg.value >= 0.1 ether, "min");
        if (shares[msg.sender] == 0) {
            investors.push(msg.sender);
        }
        shares[msg.sender] += msg.value;
        totalShares += msg.value;
    }

    function distribute() external {
        require(msg.sender == owner, "owner");
        uint256 amount = address(this).balance;
        for (uint256 i = 0; i < investors.length; i++) {
            address investor = investors[i];
            // <yes> <report> DENIAL_OF_SERVICE
            payable(investor).transfer(amount * shares[investor] / totalShares);
        }
    }
}
