// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

library MerkleProof {
    function verify(bytes32[] memory proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        bytes32 computed = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            bytes32 p = proof[i];
            computed = computed <= p ? keccak256(abi.encodePacked(computed, p)) : keccak256(abi.encodePacked(p, computed));
        }
        return computed == root;
    }
}

/// Destination-chain vault of a batch bridge: the oracle posts the root of each batch of transfers, and anyone
/// relays a transfer by its proof. The same root format is used on every destination chain.
contract BatchBridgeVault {
    address public oracle;
    IERC20 public immutable token;
    mapping(bytes32 => bool) public roots;
    mapping(bytes32 => bool) public spent;

    event Relayed(address indexed recipient, uint256 amount);

    constructor(address _oracle, IERC20 _token) {
        oracle = _oracle;
        token = _token;
    }

    function postRoot(bytes32 root) external {
        require(msg.sender == oracle, "oracle");
        roots[root] = true;
    }

    function relay(bytes32 root, address recipient, uint256 amount, bytes32[] calldata proof) external {
        require(roots[root], "root");
        // <yes> <report> OTHER
        bytes32 leaf = keccak256(abi.encodePacked(recipient, amount));
        require(!spent[leaf], "spent");
        require(MerkleProof.verify(proof, root, leaf), "proof");
        spent[leaf] = true;
        require(token.transfer(recipient, amount), "transfer");
        emit Relayed(recipient, amount);
    }
}
