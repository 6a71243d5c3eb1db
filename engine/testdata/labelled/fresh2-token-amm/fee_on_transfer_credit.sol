// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

// Multi-token escrow for OTC trades: any ERC-20 can be deposited and later released to the counterparty.
contract OtcEscrow {
    using SafeERC20 for IERC20;

    struct Deal {
        address maker;
        address taker;
        IERC20 token;
        uint256 amount;
        bool settled;
    }

    mapping(uint256 => Deal) public deals;
    uint256 public nextId;

    event Opened(uint256 indexed id, address maker, address taker, address token, uint256 amount);
    event Settled(uint256 indexed id);

    function open(address taker, IERC20 token, uint256 amount) external returns (uint256 id) {
        token.safeTransferFrom(msg.sender, address(this), amount);
        id = nextId++;
        // <yes> <report> OTHER
        deals[id] = Deal(msg.sender, taker, token, amount, false);
        emit Opened(id, msg.sender, taker, address(token), amount);
    }

    function release(uint256 id) external {
        Deal storage d = deals[id];
        require(msg.sender == d.maker, "maker only");
        require(!d.settled, "settled");
        d.settled = true;
        d.token.safeTransfer(d.taker, d.amount);
        emit Settled(id);
    }

    function cancel(uint256 id) external {
        Deal storage d = deals[id];
        require(msg.sender == d.taker, "taker only");
        require(!d.settled, "settled");
        d.settled = true;
        d.token.safeTransfer(d.maker, d.amount);
        emit Settled(id);
    }
}
