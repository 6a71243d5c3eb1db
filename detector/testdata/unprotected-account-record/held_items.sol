pragma solidity ^0.8.20;

// ERC-4907 user rights: setting a token's user is the holder's act. Without a check of the caller against the
// token, anyone takes the use rights of any token.
contract OpenUserRights {
    struct UserInfo { address user; uint64 expires; }
    mapping(uint256 => address) internal owners;
    mapping(uint256 => address) internal approvals;
    mapping(uint256 => UserInfo) internal users;

    function isApprovedOrOwner(address spender, uint256 tokenId) internal view returns (bool) {
        return spender == owners[tokenId] || spender == approvals[tokenId];
    }
    function transferFrom(address from, address to, uint256 tokenId) external {
        require(isApprovedOrOwner(msg.sender, tokenId), "not allowed");
        require(owners[tokenId] == from, "from");
        owners[tokenId] = to;
        delete approvals[tokenId];
        delete users[tokenId];
    }
    function setUser(uint256 tokenId, address user, uint64 expires) external { // want "OpenUserRights.setUser\\(\\) lets any caller set user in the entry of users for an item it names \\(tokenId\\)"
        require(owners[tokenId] != address(0), "no token");
        UserInfo storage info = users[tokenId];
        info.user = user;
        info.expires = expires;
    }
}

// The same, checked: the holder or whom it approved sets the user.
contract CheckedUserRights {
    struct UserInfo { address user; uint64 expires; }
    mapping(uint256 => address) internal owners;
    mapping(uint256 => address) internal approvals;
    mapping(uint256 => UserInfo) internal users;

    function isApprovedOrOwner(address spender, uint256 tokenId) internal view returns (bool) {
        return spender == owners[tokenId] || spender == approvals[tokenId];
    }
    function transferFrom(address from, address to, uint256 tokenId) external {
        require(isApprovedOrOwner(msg.sender, tokenId), "not allowed");
        require(owners[tokenId] == from, "from");
        owners[tokenId] = to;
        delete users[tokenId];
    }
    function setUser(uint256 tokenId, address user, uint64 expires) external {
        require(isApprovedOrOwner(msg.sender, tokenId), "not allowed");
        users[tokenId] = UserInfo(user, expires);
        UserInfo storage info = users[tokenId];
        info.user = user;
    }
}

// Records of items nobody holds: any caller may name the referee of an open game, and the contract never
// checks a caller against a game.
contract OpenGames {
    struct Game { address referee; uint256 pot; }
    mapping(uint256 => Game) public games;
    function setReferee(uint256 gameId, address referee) external {
        require(games[gameId].referee == address(0), "set");
        games[gameId].referee = referee;
    }
}
