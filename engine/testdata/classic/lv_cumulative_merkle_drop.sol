// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }
}

library MerkleProof {
    function verify(bytes32[] calldata proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        bytes32 computedHash = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            bytes32 proofElement = proof[i];
            computedHash = computedHash <= proofElement
                ? keccak256(abi.encodePacked(computedHash, proofElement))
                : keccak256(abi.encodePacked(proofElement, computedHash));
        }
        return computedHash == root;
    }
}

abstract contract Ownable {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() {
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "Ownable: zero address");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}

/// 1inch-style cumulative merkle drop: the owner posts a root of cumulative earnings each epoch; an account
/// claims the difference between its cumulative amount and what it already took. The leaf binds the account.
contract CumulativeMerkleDistributor is Ownable {
    using SafeERC20 for IERC20;

    IERC20 public immutable token;
    bytes32 public merkleRoot;
    mapping(address => uint256) public cumulativeClaimed;

    event MerkleRootUpdated(bytes32 oldRoot, bytes32 newRoot);
    event Claimed(address indexed account, uint256 amount);

    constructor(IERC20 token_) {
        token = token_;
    }

    function setMerkleRoot(bytes32 merkleRoot_) external onlyOwner {
        emit MerkleRootUpdated(merkleRoot, merkleRoot_);
        merkleRoot = merkleRoot_;
    }

    function claim(
        address account,
        uint256 cumulativeAmount,
        bytes32 expectedMerkleRoot,
        bytes32[] calldata merkleProof
    ) external {
        require(merkleRoot == expectedMerkleRoot, "CMD: merkle root changed");
        bytes32 leaf = keccak256(abi.encodePacked(account, cumulativeAmount));
        require(MerkleProof.verify(merkleProof, expectedMerkleRoot, leaf), "CMD: invalid proof");

        uint256 preclaimed = cumulativeClaimed[account];
        require(preclaimed < cumulativeAmount, "CMD: nothing to claim");
        cumulativeClaimed[account] = cumulativeAmount;

        unchecked {
            uint256 amount = cumulativeAmount - preclaimed;
            token.safeTransfer(account, amount);
            emit Claimed(account, amount);
        }
    }

    function recover(address to) external onlyOwner {
        token.safeTransfer(to, token.balanceOf(address(this)));
    }
}
