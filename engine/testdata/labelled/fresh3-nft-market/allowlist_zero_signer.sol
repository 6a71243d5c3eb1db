// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

contract AllowlistMint {
    address public owner;
    address public allowlistSigner;
    uint256 public totalMinted;
    uint256 public constant MAX_SUPPLY = 7777;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public mintedBy;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function setSigner(address signer) external onlyOwner {
        allowlistSigner = signer;
    }

    function allowlistMint(uint256 quantity, uint256 maxAllowed, uint8 v, bytes32 r, bytes32 s) external payable {
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32",
            keccak256(abi.encodePacked(address(this), msg.sender, maxAllowed))));
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(digest, v, r, s) == allowlistSigner, "not allowlisted");
        require(mintedBy[msg.sender] + quantity <= maxAllowed, "allowance");
        require(totalMinted + quantity <= MAX_SUPPLY, "supply");
        require(msg.value == quantity * 0.03 ether, "price");
        mintedBy[msg.sender] += quantity;
        for (uint256 i = 0; i < quantity; i++) {
            ownerOf[totalMinted++] = msg.sender;
        }
    }

    function withdraw() external onlyOwner {
        payable(owner).transfer(address(this).balance);
    }
}
