pragma solidity ^0.8.20;

contract RewardSplitter {
    address[] public recipients;
    mapping(address => uint256) public owed;

    function register() external {
        require(owed[msg.sender] == 0 && recipients.length < 50, "registered");
        recipients.push(msg.sender);
        owed[msg.sender] = 1;
    }

    receive() external payable {}

    function payAll() external {
        uint256 each = address(this).balance / recipients.length;
        for (uint256 i = 0; i < recipients.length; i++) {
            // <yes> <report> DENIAL_OF_SERVICE
            (bool sent, ) = recipients[i].call{value: each}("");
            require(sent, "payment failed");
        }
    }
}
