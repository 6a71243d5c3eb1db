pragma solidity ^0.5.0;

contract BountyBoard {
    mapping(bytes32 => uint256) public bounties;
    mapping(bytes32 => address payable) public posters;

    function post(bytes32 hash) external payable {
        require(bounties[hash] == 0);
        bounties[hash] = msg.value;
        posters[hash] = msg.sender;
    }

    function cancel(bytes32 hash) external {
        require(posters[hash] == msg.sender);
        uint256 amount = bounties[hash];
        bounties[hash] = 0;
        // <yes> <report> UNCHECKED_LL_CALLS
        msg.sender.send(amount);
    }
}
