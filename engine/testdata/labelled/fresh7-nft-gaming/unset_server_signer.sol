// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IGems {
    function mint(address to, uint256 amount) external;
}

/// Upgradeable leaderboard rewards: the server signs each week's payout. The proxy calls initialize().
contract LeaderboardRewards {
    IGems public gems;
    address public serverSigner;
    address public owner;
    mapping(bytes32 => bool) public used;
    bool private initialized;

    function initialize(IGems _gems) external {
        require(!initialized, "init");
        initialized = true;
        gems = _gems;
        owner = msg.sender;
    }

    function setServerSigner(address signer) external {
        require(msg.sender == owner, "owner");
        serverSigner = signer;
    }

    function claim(uint256 week, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), msg.sender, week, amount));
        require(!used[digest], "used");
        used[digest] = true;
        // <yes> <report> ACCESS_CONTROL
        address signer = ecrecover(digest, v, r, s);
        require(signer == serverSigner, "bad sig");
        gems.mint(msg.sender, amount);
    }
}
