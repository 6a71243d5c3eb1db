pragma solidity ^0.4.24;

/// The minimal-proxy clone factory of its day: the result of create is not checked, and the new "clone" is
/// initialised with a plain call and pushed to the registry even when it is address(0).
contract CloneFactory {
    function createClone(address target) internal returns (address result) {
        bytes20 targetBytes = bytes20(target);
        assembly {
            let clone := mload(0x40)
            mstore(clone, 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000000000000000000000)
            mstore(add(clone, 0x14), targetBytes)
            mstore(add(clone, 0x28), 0x5af43d82803e903d91602b57fd5bf30000000000000000000000000000000000)
            // <yes> <report> OTHER
            result := create(0, clone, 0x37)
        }
    }
}

contract EscrowFactory is CloneFactory {
    address public libraryAddress;
    address[] public escrows;
    mapping(address => bool) public isEscrow;

    event EscrowCreated(address escrow, address buyer, address seller);

    constructor(address _libraryAddress) public {
        libraryAddress = _libraryAddress;
    }

    function createEscrow(address buyer, address seller, uint256 price) public returns (address) {
        address clone = createClone(libraryAddress);
        require(clone.call(bytes4(keccak256("init(address,address,uint256)")), buyer, seller, price));
        escrows.push(clone);
        isEscrow[clone] = true;
        emit EscrowCreated(clone, buyer, seller);
        return clone;
    }
}
