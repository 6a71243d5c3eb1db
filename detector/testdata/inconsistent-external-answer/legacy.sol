pragma solidity ^0.4.24;

interface Token {
    function balanceOf(address) external view returns (uint256);
}

contract Credit {
    mapping(address => uint256) public credit;

    // Before 0.5 a view function is called with CALL: the caller's contract may change its own state and answer
    // differently even with nothing changed here in between.
    function same(Token token) external {
        if (token.balanceOf(msg.sender) > 100) {
            credit[msg.sender] = token.balanceOf(msg.sender); // want "the caller's code can answer differently each time$"
        }
    }
}
