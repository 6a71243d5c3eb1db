// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

/// ERC-20 micropayment channels (one sender, one receiver, one token each). The receiver withdraws what the
/// latest balance proof grants, any number of times, without closing the channel. Deposits and withdrawals move
/// tokens with the bare ERC-20 calls: a token that returns false instead of reverting (ZRX, BAT and others of the
/// time) leaves the books credited though nothing moved.
contract TokenMicropayments {
    struct Channel {
        address sender;
        address receiver;
        IERC20 token;
        uint256 deposit;
        uint256 withdrawn;
        uint256 expiry;
    }

    mapping(uint256 => Channel) public channels;
    uint256 public nextId = 1;

    event Opened(uint256 indexed id, address sender, address receiver, address token, uint256 deposit);
    event Withdrawn(uint256 indexed id, uint256 amount);
    event Reclaimed(uint256 indexed id, uint256 amount);

    function open(address receiver, IERC20 token, uint256 amount, uint256 expiry) external returns (uint256 id) {
        require(expiry > block.timestamp, "expiry");
        id = nextId++;
        channels[id] = Channel(msg.sender, receiver, token, amount, 0, expiry);
        // <yes> <report> UNCHECKED_LL_CALLS
        token.transferFrom(msg.sender, address(this), amount);
        emit Opened(id, msg.sender, receiver, address(token), amount);
    }

    function proofSigner(uint256 id, uint256 cumulative, bytes32 r, bytes32 s, uint8 v) public view returns (address) {
        uint256 chainId;
        assembly {
            chainId := chainid()
        }
        bytes32 h = keccak256(abi.encode(chainId, address(this), id, cumulative));
        return ecrecover(keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", h)), v, r, s);
    }

    function withdraw(uint256 id, uint256 cumulative, bytes32 r, bytes32 s, uint8 v) external {
        Channel storage c = channels[id];
        require(msg.sender == c.receiver, "receiver only");
        require(cumulative <= c.deposit, "over deposit");
        require(cumulative > c.withdrawn, "nothing new");
        address signer = proofSigner(id, cumulative, r, s, v);
        require(signer != address(0) && signer == c.sender, "bad proof");
        uint256 amount = cumulative - c.withdrawn;
        c.withdrawn = cumulative;
        // <yes> <report> UNCHECKED_LL_CALLS
        c.token.transfer(c.receiver, amount);
        emit Withdrawn(id, amount);
    }

    function reclaim(uint256 id) external {
        Channel storage c = channels[id];
        require(msg.sender == c.sender, "sender only");
        require(block.timestamp >= c.expiry, "not expired");
        uint256 rest = c.deposit - c.withdrawn;
        IERC20 token = c.token;
        delete channels[id];
        require(token.transfer(msg.sender, rest), "reclaim failed");
        emit Reclaimed(id, rest);
    }
}
