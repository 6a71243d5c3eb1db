pragma solidity ^0.8.0;

library MerkleProof {
    function verify(bytes32[] calldata proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        return processProof(proof, leaf) == root;
    }

    function processProof(bytes32[] calldata proof, bytes32 leaf) internal pure returns (bytes32 computed) {
        computed = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            bytes32 p = proof[i];
            computed = computed <= p ? keccak256(abi.encodePacked(computed, p)) : keccak256(abi.encodePacked(p, computed));
        }
    }
}

interface IToken {
    function mint(address to, uint256 amount) external;
    function transfer(address to, uint256 amount) external returns (bool);
}

contract Airdrop {
    using MerkleProof for bytes32[];

    bytes32 public immutable root;
    IToken public immutable token;
    address public owner;
    mapping(uint256 => bool) public claimed;
    mapping(address => uint256) public balanceOf;

    constructor(bytes32 _root, IToken _token) {
        root = _root;
        token = _token;
        owner = msg.sender;
    }

    // Vulnerable: the leaf names an index and an amount, and the tokens go to whoever submits the proof.
    function claim(uint256 index, uint256 amount, bytes32[] calldata proof) external {
        require(!claimed[index], "claimed");
        bytes32 leaf = keccak256(abi.encodePacked(index, amount)); // want "Airdrop.claim\\(\\) pays the caller once a proof checked against a stored root"
        require(MerkleProof.verify(proof, root, leaf), "proof");
        claimed[index] = true;
        token.mint(msg.sender, amount);
    }

    // Vulnerable: the same, with the root compared with the computed one and an internal credit.
    function claimCredit(uint256 index, uint256 amount, bytes32[] calldata proof) external {
        require(!claimed[index], "claimed");
        if (proof.processProof(keccak256(abi.encode(index, amount))) != root) revert(); // want "Airdrop.claimCredit\\(\\) pays the caller once a proof"
        claimed[index] = true;
        _credit(msg.sender, amount);
    }

    // Safe: the leaf names the caller.
    function claimOwn(uint256 amount, bytes32[] calldata proof) external {
        require(!claimed[uint256(uint160(msg.sender))], "claimed");
        bytes32 leaf = keccak256(abi.encodePacked(msg.sender, amount));
        require(MerkleProof.verify(proof, root, leaf), "proof");
        claimed[uint256(uint160(msg.sender))] = true;
        token.mint(msg.sender, amount);
    }

    // Safe: the leaf names an account, which must be the caller.
    function claimAs(address account, uint256 amount, bytes32[] calldata proof) external {
        require(account == msg.sender, "not yours");
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(account, amount))));
        require(MerkleProof.verify(proof, root, leaf), "proof");
        require(!claimed[uint256(uint160(account))], "claimed");
        claimed[uint256(uint160(account))] = true;
        token.transfer(msg.sender, amount);
    }

    // Safe: the tokens go to the account the leaf names, whoever submits the proof.
    function claimFor(uint256 index, address account, uint256 amount, bytes32[] calldata proof) external {
        require(!claimed[index], "claimed");
        bytes32 leaf = keccak256(abi.encodePacked(index, account, amount));
        require(MerkleProof.verify(proof, root, leaf), "proof");
        claimed[index] = true;
        token.mint(account, amount);
    }

    // Safe: only the owner submits.
    function claimByOwner(uint256 index, uint256 amount, bytes32[] calldata proof) external {
        require(msg.sender == owner, "owner");
        bytes32 leaf = keccak256(abi.encodePacked(index, amount));
        require(MerkleProof.verify(proof, root, leaf), "proof");
        token.mint(msg.sender, amount);
    }

    function _credit(address to, uint256 amount) internal {
        balanceOf[to] += amount;
    }
}
