// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

library MerkleProof {
    function verify(bytes32[] memory proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        bytes32 computedHash = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            bytes32 proofElement = proof[i];
            if (computedHash <= proofElement) {
                computedHash = keccak256(abi.encodePacked(computedHash, proofElement));
            } else {
                computedHash = keccak256(abi.encodePacked(proofElement, computedHash));
            }
        }
        return computedHash == root;
    }
}

/// Community ETH drop: early users of the protocol claim a share of the fee pot against a merkle proof.
contract EthDropDistributor {
    address public governance;
    bytes32 public merkleRoot;
    mapping(address => bool) public hasClaimed;

    event Claimed(address indexed account, uint256 amount);

    constructor(bytes32 _merkleRoot) public {
        governance = msg.sender;
        merkleRoot = _merkleRoot;
    }

    receive() external payable {}

    function claim(uint256 amount, bytes32[] calldata merkleProof) external {
        require(!hasClaimed[msg.sender], "EthDrop: already claimed");
        bytes32 node = keccak256(abi.encodePacked(msg.sender, amount));
        require(MerkleProof.verify(merkleProof, merkleRoot, node), "EthDrop: invalid proof");

        // <yes> <report> REENTRANCY
        (bool success, ) = msg.sender.call{value: amount}("");
        require(success, "EthDrop: transfer failed");
        hasClaimed[msg.sender] = true;

        emit Claimed(msg.sender, amount);
    }

    function sweep(address payable to) external {
        require(msg.sender == governance, "EthDrop: !governance");
        to.transfer(address(this).balance);
    }
}
