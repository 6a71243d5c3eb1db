// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IERC721Receiver { function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4); }
contract Drop {
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public minted;
    uint256 public totalSupply;
    uint256 public constant MAX_PER_WALLET = 3;
    function _safeMint(address to, uint256 id) internal {
        ownerOf[id] = to;
        if (to.code.length > 0) {
            require(IERC721Receiver(to).onERC721Received(msg.sender, address(0), id, "") == IERC721Receiver.onERC721Received.selector);
        }
    }
    function mint(uint256 n) external payable {
        require(minted[msg.sender] + n <= MAX_PER_WALLET, "limit");
        require(msg.value == n * 0.01 ether);
        for (uint256 i = 0; i < n; i++) {
            // <yes> <report> REENTRANCY
            _safeMint(msg.sender, totalSupply + i);
        }
        totalSupply += n;
        minted[msg.sender] += n;
    }
}
