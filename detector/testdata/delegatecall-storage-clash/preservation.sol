pragma solidity ^0.8.0;

// The library's slot 0 is a number; the caller keeps a library address there.
contract Preservation {
    address public timeZone1Library;
    address public timeZone2Library;
    address public owner;
    uint256 storedTime;
    bytes4 constant setTimeSignature = bytes4(keccak256("setTime(uint256)"));

    constructor(address lib1, address lib2) {
        timeZone1Library = lib1;
        timeZone2Library = lib2;
        owner = msg.sender;
    }

    function setFirstTime(uint256 t) public {
        (bool ok, ) = timeZone1Library.delegatecall(abi.encodePacked(setTimeSignature, t)); // want "Preservation.setFirstTime\\(\\) delegatecalls LibraryContract.setTime\\(\\), which writes storage slot 0 as uint256 storedTime; in Preservation that slot holds address timeZone1Library"
        require(ok);
    }

    function setByName(uint256 t) public {
        (bool ok, ) = timeZone2Library.delegatecall(abi.encodeWithSignature("setTime(uint256)", t)); // want "writes storage slot 0"
        require(ok);
    }

    function setBySelector(uint256 t) public {
        (bool ok, ) = timeZone2Library.delegatecall(abi.encodeWithSelector(LibraryContract.setTime.selector, t)); // want "writes storage slot 0"
        require(ok);
    }

    function setByOwner(uint256 t) public {
        require(msg.sender == owner);
        (bool ok, ) = timeZone2Library.delegatecall(abi.encodeCall(LibraryContract.setTime, (t))); // want "writes storage slot 0"
        require(ok);
    }
}

contract LibraryContract {
    uint256 storedTime;

    function setTime(uint256 t) public {
        storedTime = t;
    }
}

// Safe: the library inherits the caller's storage contract, so each variable is at the same slot.
contract SharedStorage {
    address public lib;
    address public owner;
    uint256 public storedTime;
}

contract SafePreservation is SharedStorage {
    constructor(address l) {
        lib = l;
        owner = msg.sender;
    }

    function update(uint256 t) public {
        (bool ok, ) = lib.delegatecall(abi.encodeWithSignature("store(uint256)", t));
        require(ok);
    }
}

contract TimeLibrary is SharedStorage {
    function store(uint256 t) public {
        storedTime = t;
    }
}

// Safe: the callee's variables lie past the caller's, in slots the caller does not use.
contract Small {
    address public lib;

    function run(uint256 v) public {
        (bool ok, ) = lib.delegatecall(abi.encodeWithSignature("put(uint256)", v));
        require(ok);
    }
}

contract Wide {
    uint256 private reserved;
    uint256 private value;

    function put(uint256 v) public {
        value = v;
    }
}
