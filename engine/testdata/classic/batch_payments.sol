// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Small payment contracts widely deployed as is: disperse.app, OpenZeppelin-style PaymentSplitter and
// VestingWallet, and a WETH zap into a Uniswap V2 router.
interface IERC20 { function transfer(address, uint256) external returns (bool); function balanceOf(address) external view returns (uint256); function approve(address, uint256) external returns (bool); function transferFrom(address, address, uint256) external returns (bool); }
interface IRouter { function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline) external returns (uint256[] memory amounts); }
interface IWETH { function deposit() external payable; function withdraw(uint256) external; }
library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transfer, (to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }
    function safeApprove(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.approve, (to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "approve failed");
    }
}
contract Disperse {
    function disperseEther(address payable[] calldata recipients, uint256[] calldata values) external payable {
        for (uint256 i = 0; i < recipients.length; i++) recipients[i].transfer(values[i]);
        uint256 balance = address(this).balance;
        if (balance > 0) payable(msg.sender).transfer(balance);
    }
    function disperseToken(IERC20 token, address[] calldata recipients, uint256[] calldata values) external {
        uint256 total = 0;
        for (uint256 i = 0; i < recipients.length; i++) total += values[i];
        require(token.transferFrom(msg.sender, address(this), total));
        for (uint256 i = 0; i < recipients.length; i++) require(token.transfer(recipients[i], values[i]));
    }
}
contract PaymentSplitter {
    uint256 public totalShares; uint256 public totalReleased;
    mapping(address => uint256) public shares; mapping(address => uint256) public released;
    address[] public payees;
    constructor(address[] memory p, uint256[] memory s) payable {
        for (uint256 i = 0; i < p.length; i++) { payees.push(p[i]); shares[p[i]] = s[i]; totalShares += s[i]; }
    }
    receive() external payable {}
    function release(address payable account) public {
        require(shares[account] > 0, "no shares");
        uint256 totalReceived = address(this).balance + totalReleased;
        uint256 payment = totalReceived * shares[account] / totalShares - released[account];
        require(payment != 0, "not due");
        released[account] += payment;
        totalReleased += payment;
        (bool ok, ) = account.call{value: payment}("");
        require(ok, "send failed");
    }
}
contract Zap {
    using SafeERC20 for IERC20;
    IRouter public immutable router; IWETH public immutable weth; address public owner = msg.sender;
    constructor(IRouter r, IWETH w) { router = r; weth = w; }
    function zapIn(address[] calldata path, uint256 minOut, uint256 deadline) external payable {
        require(path[0] == address(weth), "path");
        weth.deposit{value: msg.value}();
        IERC20(address(weth)).safeApprove(address(router), msg.value);
        router.swapExactTokensForTokens(msg.value, minOut, path, msg.sender, deadline);
    }
    function rescue(IERC20 t) external { require(msg.sender == owner); t.safeTransfer(owner, t.balanceOf(address(this))); }
    receive() external payable { require(msg.sender == address(weth)); }
}
contract VestingWallet {
    address public immutable beneficiary; uint64 public immutable start; uint64 public immutable duration; uint256 public released;
    constructor(address b, uint64 s, uint64 d) payable { beneficiary = b; start = s; duration = d; }
    receive() external payable {}
    function vestedAmount(uint64 ts) public view returns (uint256) {
        uint256 total = address(this).balance + released;
        if (ts < start) return 0;
        if (ts >= start + duration) return total;
        return total * (ts - start) / duration;
    }
    function release() external {
        uint256 amount = vestedAmount(uint64(block.timestamp)) - released;
        released += amount;
        (bool ok, ) = payable(beneficiary).call{value: amount}("");
        require(ok);
    }
}
