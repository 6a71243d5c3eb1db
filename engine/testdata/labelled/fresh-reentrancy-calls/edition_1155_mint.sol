// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC1155Receiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data)
        external
        returns (bytes4);
}

contract OpenEdition1155 {
    mapping(uint256 => mapping(address => uint256)) public balanceOf;
    mapping(address => uint256) public mintedBy;
    uint256 public constant PRICE = 0.01 ether;
    uint256 public constant WALLET_LIMIT = 5;
    uint256 public totalMinted;
    address public immutable treasury;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);

    constructor(address treasury_) {
        treasury = treasury_;
    }

    function mint(uint256 id, uint256 quantity) external payable {
        require(msg.value == PRICE * quantity, "wrong price");
        require(mintedBy[msg.sender] + quantity <= WALLET_LIMIT, "wallet limit");

        // <yes> <report> REENTRANCY
        _mint(msg.sender, id, quantity, "");
        mintedBy[msg.sender] += quantity;
        totalMinted += quantity;
    }

    function _mint(address to, uint256 id, uint256 amount, bytes memory data) internal {
        balanceOf[id][to] += amount;
        emit TransferSingle(msg.sender, address(0), to, id, amount);
        if (to.code.length > 0) {
            require(
                IERC1155Receiver(to).onERC1155Received(msg.sender, address(0), id, amount, data) ==
                    IERC1155Receiver.onERC1155Received.selector,
                "unsafe recipient"
            );
        }
    }

    function withdraw() external {
        (bool ok, ) = treasury.call{value: address(this).balance}("");
        require(ok);
    }
}
