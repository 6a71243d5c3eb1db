// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC1155Receiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data) external returns (bytes4);
}

// A free claim of an ERC-1155 badge: the mint calls the claimer's onERC1155Received before the claim is
// recorded, and the claimer claims again from the hook.
contract BadgeClaim {
    mapping(uint256 => mapping(address => uint256)) public balanceOf;
    mapping(address => bool) public claimed;
    uint256 public constant BADGE = 1;

    function claim() external {
        require(!claimed[msg.sender], "claimed");
        // <yes> <report> REENTRANCY
        _mint(msg.sender, BADGE, 1, "");
        claimed[msg.sender] = true;
    }

    function _mint(address to, uint256 id, uint256 amount, bytes memory data) internal {
        balanceOf[id][to] += amount;
        if (to.code.length > 0) {
            bytes4 r = IERC1155Receiver(to).onERC1155Received(msg.sender, address(0), id, amount, data);
            require(r == IERC1155Receiver.onERC1155Received.selector, "rejected");
        }
    }
}
