// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC1155Receiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data)
        external
        returns (bytes4);
}

contract BadgeCollection {
    mapping(uint256 => mapping(address => uint256)) public balanceOf;
    mapping(address => bool) public isOperator;
    mapping(uint256 => mapping(address => bool)) public eligible;
    mapping(uint256 => mapping(address => bool)) public claimed;
    address public owner;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);

    constructor() {
        owner = msg.sender;
    }

    function setEligible(uint256 season, address[] calldata accounts) external {
        require(msg.sender == owner, "owner");
        for (uint256 i = 0; i < accounts.length; i++) {
            eligible[season][accounts[i]] = true;
        }
    }

    function claim(uint256 season) external {
        require(eligible[season][msg.sender], "not eligible");
        require(!claimed[season][msg.sender], "claimed");
        // <yes> <report> REENTRANCY
        _mint(msg.sender, season, 1, "");
        claimed[season][msg.sender] = true;
    }

    function _mint(address to, uint256 id, uint256 amount, bytes memory data) internal {
        balanceOf[id][to] += amount;
        emit TransferSingle(msg.sender, address(0), to, id, amount);
        _doSafeTransferAcceptanceCheck(msg.sender, address(0), to, id, amount, data);
    }

    function _doSafeTransferAcceptanceCheck(
        address operator,
        address from,
        address to,
        uint256 id,
        uint256 amount,
        bytes memory data
    ) private {
        if (to.code.length > 0) {
            bytes4 response = IERC1155Receiver(to).onERC1155Received(operator, from, id, amount, data);
            require(response == IERC1155Receiver.onERC1155Received.selector, "ERC1155: rejected tokens");
        }
    }
}
