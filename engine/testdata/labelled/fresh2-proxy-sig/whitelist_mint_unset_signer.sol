// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

contract PassMint {
    address public owner;
    address public whitelistSigner;
    uint256 public totalMinted;
    uint256 public constant MAX_SUPPLY = 5555;
    uint256 public price = 0.08 ether;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public mintedBy;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function setWhitelistSigner(address signer) external onlyOwner {
        whitelistSigner = signer;
    }

    function setPrice(uint256 p) external onlyOwner {
        price = p;
    }

    function _recover(bytes32 digest, uint8 v, bytes32 r, bytes32 s) internal pure returns (address) {
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "bad s");
        return ecrecover(digest, v, r, s);
    }

    function whitelistMint(uint256 quantity, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), msg.sender));
        // <yes> <report> ACCESS_CONTROL
        require(_recover(digest, v, r, s) == whitelistSigner, "not whitelisted");
        require(mintedBy[msg.sender] + quantity <= 2, "limit");
        require(totalMinted + quantity <= MAX_SUPPLY, "sold out");
        mintedBy[msg.sender] += quantity;
        for (uint256 i = 0; i < quantity; i++) {
            ownerOf[totalMinted++] = msg.sender;
        }
    }

    function publicMint(uint256 quantity) external payable {
        require(msg.value == price * quantity, "price");
        require(totalMinted + quantity <= MAX_SUPPLY, "sold out");
        for (uint256 i = 0; i < quantity; i++) {
            ownerOf[totalMinted++] = msg.sender;
        }
    }

    function withdraw() external onlyOwner {
        payable(owner).transfer(address(this).balance);
    }
}
