pragma solidity ^0.8.17;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
}

contract OpenStakingPool {
    IERC721 public immutable collection;
    mapping(uint256 => address) public stakerOf;
    mapping(address => uint256) public stakedCount;

    constructor(IERC721 _collection) {
        collection = _collection;
    }

    function onERC721Received(address, address from, uint256 tokenId, bytes calldata) external returns (bytes4) {
        stakerOf[tokenId] = from; // want "OpenStakingPool.onERC721Received\\(\\) records stakerOf from the hook's arguments without checking that msg.sender is the token contract"
        stakedCount[from] += 1;
        return this.onERC721Received.selector;
    }

    function unstake(uint256 tokenId) external {
        require(stakerOf[tokenId] == msg.sender, "not staker");
        delete stakerOf[tokenId];
        stakedCount[msg.sender] -= 1;
        collection.safeTransferFrom(address(this), msg.sender, tokenId);
    }
}

contract OpenEditionVault {
    mapping(address => mapping(uint256 => uint256)) public deposited;

    function _credit(address who, uint256 id, uint256 amount) internal {
        deposited[who][id] += amount;
    }

    // Booked through a helper.
    function onERC1155Received(address, address from, uint256 id, uint256 value, bytes calldata) external returns (bytes4) {
        _credit(from, id, value); // want "OpenEditionVault.onERC1155Received\\(\\) records deposited from the hook's arguments"
        return this.onERC1155Received.selector;
    }

    function onERC1155BatchReceived(address, address from, uint256[] calldata ids, uint256[] calldata values, bytes calldata)
        external
        returns (bytes4)
    {
        for (uint256 i = 0; i < ids.length; i++) {
            deposited[from][ids[i]] += values[i]; // want "OpenEditionVault.onERC1155BatchReceived\\(\\) records deposited"
        }
        return this.onERC1155BatchReceived.selector;
    }
}

contract CheckedStakingPool {
    IERC721 public immutable collection;
    mapping(uint256 => address) public stakerOf;

    constructor(IERC721 _collection) {
        collection = _collection;
    }

    // Safe: only the collection itself is believed.
    function onERC721Received(address, address from, uint256 tokenId, bytes calldata) external returns (bytes4) {
        require(msg.sender == address(collection), "wrong collection");
        stakerOf[tokenId] = from;
        return this.onERC721Received.selector;
    }
}

contract AllowListVault {
    address public owner = msg.sender;
    mapping(address => bool) public accepted;
    mapping(address => mapping(uint256 => address)) public depositor;
    uint256 public received;

    function accept(address collection, bool ok) external {
        require(msg.sender == owner, "owner");
        accepted[collection] = ok;
    }

    // Safe: the caller must be an accepted collection, and records are keyed by it.
    function onERC721Received(address, address from, uint256 tokenId, bytes calldata) external returns (bytes4) {
        if (!accepted[msg.sender]) revert("collection");
        depositor[msg.sender][tokenId] = from;
        return this.onERC721Received.selector;
    }
}

contract KeyedByCaller {
    mapping(address => mapping(uint256 => address)) public depositor;
    uint256 public hooks;

    // Safe: a fake call only writes the faker's own records; the counter takes nothing from the arguments.
    function onERC721Received(address, address from, uint256 tokenId, bytes calldata) external returns (bytes4) {
        depositor[msg.sender][tokenId] = from;
        hooks += 1;
        return this.onERC721Received.selector;
    }
}

contract PlainReceiver {
    // Safe: accepts tokens and records nothing.
    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC721Received.selector;
    }
}
