pragma solidity ^0.8.0;

// The target is a state variable any caller sets, converted to an address at the call.
contract OpenLibrary {
    address public lib;

    function setLib(address l) external {
        lib = l;
    }

    function run(bytes calldata d) external {
        (bool ok, ) = address(lib).delegatecall(d); // want "delegatecalls address\\(lib\\), which any caller can choose"
        require(ok);
    }
}

// Safe: only the owner sets the target.
contract OwnedLibrary {
    address public lib;
    address public owner = msg.sender;

    function setLib(address l) external {
        require(msg.sender == owner);
        lib = l;
    }

    function run(bytes calldata d) external {
        (bool ok, ) = address(lib).delegatecall(d);
        require(ok);
    }
}
