pragma solidity ^0.4.23;

contract RefundPool {
    mapping(address => uint256) public credit;
    address public manager;

    constructor() public {
        manager = msg.sender;
    }

    function deposit() public payable {
        credit[msg.sender] += msg.value;
    }

    function refundAll(address[] users) public {
        require(msg.sender == manager);
        for (uint256 i = 0; i < users.length; i++) {
            uint256 amount = credit[users[i]];
            credit[users[i]] = 0;
            // <yes> <report> UNCHECKED_LL_CALLS
            users[i].send(amount);
        }
    }
}
