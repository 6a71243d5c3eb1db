pragma solidity ^0.8.0;

// A record keyed by the signed fields and a counter the recording function advances is a new entry on every
// call: a signature submitted twice writes two records, and nothing stops the second.
contract CounterKeyedRecord {
    struct Note {
        address author;
        address subject;
        bool revoked;
    }

    mapping(bytes32 => Note) public notes;
    uint256 public count;

    function noteBySig(address subject, bytes32 topic, address author, uint8 v, bytes32 r, bytes32 s) external returns (bytes32) {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), subject, topic));
        address signer = ecrecover(digest, v, r, s); // want "CounterKeyedRecord.noteBySig\\(\\) checks a signature"
        require(signer != address(0) && signer == author);
        return _record(author, subject, topic);
    }

    function revoke(bytes32 uid) external {
        require(notes[uid].author == msg.sender);
        notes[uid].revoked = true;
    }

    function _record(address author, address subject, bytes32 topic) internal returns (bytes32 uid) {
        uid = keccak256(abi.encode(author, subject, topic, count++));
        notes[uid] = Note(author, subject, false);
    }
}

// The same record keyed by the signed fields alone, and refused when present: the second submission reverts.
contract FieldKeyedRecord {
    struct Note {
        address author;
        address subject;
        bool revoked;
    }

    mapping(bytes32 => Note) public notes;
    uint256 public count;

    function noteBySig(address subject, bytes32 topic, address author, uint8 v, bytes32 r, bytes32 s) external returns (bytes32 uid) {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), subject, topic));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == author);
        uid = keccak256(abi.encode(author, subject, topic));
        require(notes[uid].author == address(0));
        notes[uid] = Note(author, subject, false);
        count++;
    }
}
