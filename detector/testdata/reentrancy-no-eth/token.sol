pragma solidity ^0.8.0;

interface IReceiver {
    function onReceive(address from, uint256 amount) external;
    function peek() external view returns (uint256);
}

contract Airdrop {
    mapping(address => bool) public claimed;
    mapping(address => uint256) public balance;

    // Vulnerable: the check passes again while the callback runs.
    function claim(IReceiver r) external {
        require(!claimed[msg.sender]);
        r.onReceive(msg.sender, 10); // want "calls r before it writes claimed"
        claimed[msg.sender] = true;
        balance[msg.sender] += 10;
    }

    // Safe: state first.
    function claimSafe(IReceiver r) external {
        require(!claimed[msg.sender]);
        claimed[msg.sender] = true;
        r.onReceive(msg.sender, 10);
    }

    // Safe: a view call cannot re-enter.
    function look(IReceiver r) external {
        uint256 v = r.peek();
        balance[msg.sender] = v;
    }
}
