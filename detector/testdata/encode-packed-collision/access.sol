pragma solidity ^0.8.0;

contract AccessControl {
    mapping(address => bool) isAdmin;
    mapping(address => bool) isRegularUser;
    mapping(bytes32 => uint256) public records;

    function addUsers(address[] calldata admins, address[] calldata regularUsers, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 hash = keccak256(abi.encodePacked(admins, regularUsers)); // want "AccessControl.addUsers\\(\\) hashes the packed encoding of several dynamic values \\(admins, regularUsers\\).*checked with ecrecover"
        address signer = ecrecover(hash, v, r, s);
        require(signer != address(0) && isAdmin[signer]);
        for (uint256 i = 0; i < admins.length; i++) {
            isAdmin[admins[i]] = true;
        }
        for (uint256 i = 0; i < regularUsers.length; i++) {
            isRegularUser[regularUsers[i]] = true;
        }
    }

    function record(string calldata a, string calldata b) external {
        bytes memory packed = abi.encodePacked(a, b); // want "hashes the packed encoding of several dynamic values \\(a, b\\)"
        records[keccak256(packed)] += 1;
    }

    function fixedArrays(address[3] calldata admins, address[3] calldata users) external pure returns (bytes32) {
        return keccak256(abi.encodePacked(admins, users));
    }

    function encoded(string calldata a, string calldata b) external pure returns (bytes32) {
        return keccak256(abi.encode(a, b));
    }

    function oneDynamic(string calldata a, uint256 n) external pure returns (bytes32) {
        return keccak256(abi.encodePacked("prefix", a, n));
    }

    function notHashed(string calldata a, string calldata b) external pure returns (bytes memory) {
        return abi.encodePacked(a, b);
    }
}
