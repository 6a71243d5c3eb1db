// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// Soulbound attendance badge: each address on the event's attendee list claims exactly one badge;
/// badges cannot be transferred.
contract AttendanceBadge {
    address public immutable organiser;
    uint256 public totalSupply;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;
    mapping(address => bool) public isAttendee;
    mapping(address => bool) public claimed;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    constructor() {
        organiser = msg.sender;
    }

    function addAttendees(address[] calldata accounts) external {
        require(msg.sender == organiser, "organiser");
        for (uint256 i = 0; i < accounts.length; i++) {
            isAttendee[accounts[i]] = true;
        }
    }

    function claim() external {
        require(isAttendee[msg.sender], "not attendee");
        require(!claimed[msg.sender], "claimed");
        _safeMint(msg.sender, ++totalSupply);
        claimed[msg.sender] = true;
    }

    function transferFrom(address, address, uint256) external pure {
        revert("soulbound");
    }

    function _safeMint(address to, uint256 tokenId) internal {
        ownerOf[tokenId] = to;
        balanceOf[to] += 1;
        emit Transfer(address(0), to, tokenId);
        if (to.code.length > 0) {
            // The receiver hook runs before claim() marks the caller, so it can claim again from inside.
            // <yes> <report> REENTRANCY
            bytes4 ret = IERC721Receiver(to).onERC721Received(msg.sender, address(0), tokenId, "");
            require(ret == IERC721Receiver.onERC721Received.selector, "receiver");
        }
    }
}
