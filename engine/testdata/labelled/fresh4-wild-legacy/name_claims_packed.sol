pragma solidity ^0.5.2;

// A registry of claims keyed by the hash of a domain and a path; the hash is used as the claim id and a
// signature from the registry's notary authorises each claim.
contract PathRegistry {
    address public notary;
    mapping (bytes32 => address) public claimOwner;

    event Claimed(bytes32 indexed id, address indexed owner, string domain, string path);

    constructor(address _notary) public {
        notary = _notary;
    }

    function claimId(string memory domain, string memory path) public pure returns (bytes32) {
        // <yes> <report> OTHER
        return keccak256(abi.encodePacked(domain, path));
    }

    function claim(string memory domain, string memory path, uint8 v, bytes32 r, bytes32 s) public {
        bytes32 id = claimId(domain, path);
        require(claimOwner[id] == address(0), "taken");
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encodePacked(id, msg.sender))));
        require(ecrecover(digest, v, r, s) == notary, "bad notary signature");
        claimOwner[id] = msg.sender;
        emit Claimed(id, msg.sender, domain, path);
    }

    function release(string calldata domain, string calldata path) external {
        bytes32 id = claimId(domain, path);
        require(claimOwner[id] == msg.sender, "not owner");
        claimOwner[id] = address(0);
    }
}
