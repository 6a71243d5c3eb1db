pragma solidity ^0.8.20;

// What was released to an account is recorded as it is paid to that account: no mint.
contract Splitter {
    mapping(address => uint256) public shares;
    mapping(address => uint256) public released;
    uint256 public totalShares;
    uint256 public totalReleased;

    receive() external payable {}

    function release(address payable account) external {
        uint256 payment = (address(this).balance + totalReleased) * shares[account] / totalShares - released[account];
        released[account] += payment;
        totalReleased += payment;
        (bool ok, ) = account.call{value: payment}("");
        require(ok);
    }

    // Recorded for the account, paid to the caller: the account's record grows with nothing it received.
    function misrelease(address account) external { // want "lets any caller mint payment for account in released out of nothing"
        uint256 payment = (address(this).balance + totalReleased) * shares[account] / totalShares - released[account];
        released[account] += payment;
        totalReleased += payment;
        payable(msg.sender).transfer(payment);
    }
}
