pragma solidity ^0.4.18;

contract Ownable {
    address public owner;

    function Ownable() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0));
        owner = newOwner;
    }
}

// A replaceable library: the dispatcher keeps the storage and forwards each call to the current target.
contract DispatcherStorage is Ownable {
    address public lib;
    mapping(bytes4 => uint32) public sizes;

    event LibReplaced(address indexed lib);

    function DispatcherStorage(address newLib) public {
        sizes[bytes4(keccak256("getUint(LibraryInterface.Data storage)"))] = 32;
        replace(newLib);
    }

    function replace(address newLib) public onlyOwner {
        uint256 size;
        assembly { size := extcodesize(newLib) }
        require(size > 0);
        lib = newLib;
        LibReplaced(newLib);
    }

    function addFunction(bytes4 sig, uint32 size) public onlyOwner {
        sizes[sig] = size;
    }
}

// The forwarder of the 2016 "upgradeable library" pattern. The result of the delegatecall is thrown away: a call
// that fails in the library (a failed require, an out-of-gas) returns normally to the caller, who takes a
// transfer or a withdrawal that did nothing for one that happened.
contract Dispatcher {
    DispatcherStorage public dispatcherStorage;

    function Dispatcher(DispatcherStorage _storage) public {
        dispatcherStorage = _storage;
    }

    function() public payable {
        DispatcherStorage dispatcherStorage_ = dispatcherStorage;
        uint32 len = dispatcherStorage_.sizes(msg.sig);
        address target = dispatcherStorage_.lib();
        require(target != address(0));

        assembly {
            calldatacopy(0x0, 0x0, calldatasize)
            // <yes> <report> UNCHECKED_LL_CALLS
            let result := delegatecall(sub(gas, 10000), target, 0x0, calldatasize, 0, len)
            return(0, len)
        }
    }
}
