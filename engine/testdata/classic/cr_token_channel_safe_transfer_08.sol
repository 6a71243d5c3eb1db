// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

library SafeTransfer {
    function safeTransfer(IERC20 token, address to, uint256 amount) internal {
        (bool ok, bytes memory ret) = address(token).call(abi.encodeWithSelector(IERC20.transfer.selector, to, amount));
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 amount) internal {
        (bool ok, bytes memory ret) =
            address(token).call(abi.encodeWithSelector(IERC20.transferFrom.selector, from, to, amount));
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "transferFrom failed");
    }
}

/// ERC-20 micropayment channels: one sender, one receiver and one token each, cumulative balance proofs bound to
/// the chain, this contract and the channel, checked token transfers, deposits counted by what arrived, and a
/// reentrancy lock on the paths that move tokens.
contract TokenChannels {
    using SafeTransfer for IERC20;

    struct Channel {
        address sender;
        address receiver;
        IERC20 token;
        uint256 deposit;
        uint256 withdrawn;
        uint64 expiry;
    }

    mapping(uint256 => Channel) public channels;
    uint256 public nextId = 1;
    uint256 private unlocked = 1;

    event Opened(uint256 indexed id, address sender, address receiver, uint256 deposit);
    event Withdrawn(uint256 indexed id, uint256 amount);
    event Reclaimed(uint256 indexed id, uint256 amount);

    modifier lock() {
        require(unlocked == 1, "locked");
        unlocked = 2;
        _;
        unlocked = 1;
    }

    function open(address receiver, IERC20 token, uint256 amount, uint64 expiry) external lock returns (uint256 id) {
        require(receiver != address(0) && expiry > block.timestamp, "terms");
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = token.balanceOf(address(this)) - before;
        id = nextId++;
        channels[id] = Channel(msg.sender, receiver, token, received, 0, expiry);
        emit Opened(id, msg.sender, receiver, received);
    }

    function proofDigest(uint256 id, uint256 cumulative) public view returns (bytes32) {
        return keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encode(block.chainid, address(this), id, cumulative)))
        );
    }

    function withdraw(uint256 id, uint256 cumulative, uint8 v, bytes32 r, bytes32 s) external lock {
        Channel storage c = channels[id];
        require(msg.sender == c.receiver, "receiver only");
        require(cumulative <= c.deposit && cumulative > c.withdrawn, "amount");
        address signer = ecrecover(proofDigest(id, cumulative), v, r, s);
        require(signer != address(0) && signer == c.sender, "bad proof");
        uint256 amount = cumulative - c.withdrawn;
        c.withdrawn = cumulative;
        c.token.safeTransfer(c.receiver, amount);
        emit Withdrawn(id, amount);
    }

    function reclaim(uint256 id) external lock {
        Channel storage c = channels[id];
        require(msg.sender == c.sender, "sender only");
        require(block.timestamp >= c.expiry, "not expired");
        uint256 rest = c.deposit - c.withdrawn;
        IERC20 token = c.token;
        delete channels[id];
        token.safeTransfer(msg.sender, rest);
        emit Reclaimed(id, rest);
    }
}
