pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

library MerkleProof {
    function verify(bytes32[] calldata proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        bytes32 h = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            h = h <= proof[i] ? keccak256(abi.encodePacked(h, proof[i])) : keccak256(abi.encodePacked(proof[i], h));
        }
        return h == root;
    }
}

// A merkle root anyone can post: the caller builds a tree that pays itself everything.
contract OpenRootDrop {
    IERC20 public token;
    bytes32 public merkleRoot;
    mapping(address => bool) public claimed;

    function setMerkleRoot(bytes32 root) external { // want "OpenRootDrop.setMerkleRoot\\(\\) lets any caller set merkleRoot, which a check guarding the payout of OpenRootDrop.claim\\(\\) reads"
        merkleRoot = root;
    }

    function claim(uint256 amount, bytes32[] calldata proof) external {
        require(!claimed[msg.sender]);
        require(MerkleProof.verify(proof, merkleRoot, keccak256(abi.encodePacked(msg.sender, amount))));
        claimed[msg.sender] = true;
        require(token.transfer(msg.sender, amount));
    }
}

// The root behind an owner check; cumulative claims whose account and amount the proof decides.
contract OwnedRootDrop {
    address owner = msg.sender;
    IERC20 public token;
    bytes32 public merkleRoot;
    mapping(address => uint256) public cumulativeClaimed;

    function setMerkleRoot(bytes32 root) external {
        require(msg.sender == owner);
        merkleRoot = root;
    }

    function claim(address account, uint256 cumulative, bytes32[] calldata proof) external {
        bytes32 leaf = keccak256(abi.encodePacked(account, cumulative));
        require(MerkleProof.verify(proof, merkleRoot, leaf));
        uint256 before = cumulativeClaimed[account];
        require(before < cumulative);
        cumulativeClaimed[account] = cumulative;
        require(token.transfer(account, cumulative - before));
    }
}

// A price the first caller sets, or anyone until the sale opens: the check on the price itself is no one-time
// flag while the other side of the disjunction holds for everyone.
contract EarlyPrice {
    IERC20 public token;
    uint256 public price;
    uint256 public start;
    address owner = msg.sender;

    function setPrice(uint256 p) external { // want "EarlyPrice.setPrice\\(\\) lets any caller set price, which a check guarding the payout of EarlyPrice.buy\\(\\) reads"
        require(block.timestamp < start || price == 0);
        price = p;
    }

    function setPriceOnce(uint256 p) external {
        require(price == 0 || msg.sender == owner);
        price = p;
    }

    function buy(uint256 amount) external payable {
        require(msg.value == amount * price);
        require(token.transfer(msg.sender, amount));
    }
}

// A root per epoch, posted by anyone: the caller fills an epoch with a tree of its own.
contract OpenEpochRoots {
    IERC20 public token;
    uint256 public currentEpoch;
    mapping(uint256 => bytes32) public roots;
    mapping(uint256 => mapping(address => bool)) public claimed;

    function setRoot(uint256 epoch, bytes32 root) external { // want "OpenEpochRoots.setRoot\\(\\) lets any caller set roots\\[epoch\\], which a check guarding the payout of OpenEpochRoots.claim\\(\\) reads"
        require(epoch >= currentEpoch);
        roots[epoch] = root;
        currentEpoch = epoch;
    }

    function claim(uint256 epoch, uint256 amount, bytes32[] calldata proof) external {
        require(!claimed[epoch][msg.sender]);
        require(MerkleProof.verify(proof, roots[epoch], keccak256(abi.encodePacked(msg.sender, amount))));
        claimed[epoch][msg.sender] = true;
        require(token.transfer(msg.sender, amount));
    }
}

// The same table behind an owner check.
contract OwnedEpochRoots {
    address owner = msg.sender;
    IERC20 public token;
    mapping(uint256 => bytes32) public roots;
    mapping(uint256 => mapping(address => bool)) public claimed;

    function setRoot(uint256 epoch, bytes32 root) external {
        require(msg.sender == owner);
        roots[epoch] = root;
    }

    function claim(uint256 epoch, uint256 amount, bytes32[] calldata proof) external {
        require(!claimed[epoch][msg.sender]);
        require(MerkleProof.verify(proof, roots[epoch], keccak256(abi.encodePacked(msg.sender, amount))));
        claimed[epoch][msg.sender] = true;
        require(token.transfer(msg.sender, amount));
    }
}

interface IERC20From {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

// A hash-locked swap: the locker sets the hash of its own deposit, once, and pays the tokens in.
contract TokenHashLock {
    IERC20From public token;
    mapping(bytes32 => bytes32) public hashlocks;
    mapping(bytes32 => uint256) public amounts;
    mapping(bytes32 => address) public receivers;

    function lock(bytes32 id, bytes32 hashlock, address receiver, uint256 amount) external {
        require(hashlocks[id] == bytes32(0));
        hashlocks[id] = hashlock;
        amounts[id] = amount;
        receivers[id] = receiver;
        require(token.transferFrom(msg.sender, address(this), amount));
    }

    function withdraw(bytes32 id, bytes32 preimage) external {
        require(hashlocks[id] != bytes32(0) && sha256(abi.encodePacked(preimage)) == hashlocks[id]);
        uint256 amount = amounts[id];
        amounts[id] = 0;
        require(token.transfer(receivers[id], amount));
    }
}
