// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

library SafeTransfer {
    function safeTransfer(IERC20 token, address to, uint256 amount) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }
}

/// Pull-payment splitter for ether and ERC-20 revenue: shares fixed at deployment, state updated before
/// every transfer, one reentrancy lock over both release paths.
contract RevenueSplitter {
    using SafeTransfer for IERC20;

    uint256 public immutable totalShares;
    uint256 public totalReleased;
    mapping(address => uint256) public shares;
    mapping(address => uint256) public released;
    mapping(IERC20 => uint256) public erc20TotalReleased;
    mapping(IERC20 => mapping(address => uint256)) public erc20Released;

    uint256 private locked = 1;

    event PaymentReleased(address to, uint256 amount);
    event ERC20PaymentReleased(IERC20 indexed token, address to, uint256 amount);

    modifier nonReentrant() {
        require(locked == 1, "reentrant");
        locked = 2;
        _;
        locked = 1;
    }

    constructor(address[] memory payees, uint256[] memory shares_) {
        require(payees.length == shares_.length && payees.length > 0, "payees");
        uint256 total;
        for (uint256 i = 0; i < payees.length; i++) {
            require(payees[i] != address(0) && shares_[i] > 0, "payee");
            require(shares[payees[i]] == 0, "duplicate");
            shares[payees[i]] = shares_[i];
            total += shares_[i];
        }
        totalShares = total;
    }

    receive() external payable {}

    function releasable(address account) public view returns (uint256) {
        uint256 received = address(this).balance + totalReleased;
        return (received * shares[account]) / totalShares - released[account];
    }

    function releasable(IERC20 token, address account) public view returns (uint256) {
        uint256 received = token.balanceOf(address(this)) + erc20TotalReleased[token];
        return (received * shares[account]) / totalShares - erc20Released[token][account];
    }

    function release(address payable account) external nonReentrant {
        require(shares[account] > 0, "no shares");
        uint256 payment = releasable(account);
        require(payment != 0, "nothing due");
        released[account] += payment;
        totalReleased += payment;
        (bool ok, ) = account.call{value: payment}("");
        require(ok, "send failed");
        emit PaymentReleased(account, payment);
    }

    function release(IERC20 token, address account) external nonReentrant {
        require(shares[account] > 0, "no shares");
        uint256 payment = releasable(token, account);
        require(payment != 0, "nothing due");
        erc20Released[token][account] += payment;
        erc20TotalReleased[token] += payment;
        token.safeTransfer(account, payment);
        emit ERC20PaymentReleased(token, account, payment);
    }
}
