pragma solidity ^0.8.0;

interface INames {
    function owner(bytes32 node) external view returns (address);
}

// A three-level delegation table, checked as delegations[node][owner][msg.sender]: each account delegates on
// its own row, which the check reads only for the nodes that account owns.
contract OwnRowDelegation {
    INames public immutable names;
    mapping(bytes32 => mapping(address => mapping(address => bool))) public delegations;
    mapping(bytes32 => bytes) public records;

    constructor(INames n) {
        names = n;
    }

    function isAuthorised(bytes32 node) internal view returns (bool) {
        address o = names.owner(node);
        return o == msg.sender || delegations[node][o][msg.sender];
    }

    function setDelegate(bytes32 node, address delegate, bool allowed) external {
        delegations[node][msg.sender][delegate] = allowed;
    }

    function setRecord(bytes32 node, bytes calldata value) external {
        require(isAuthorised(node));
        records[node] = value;
    }
}

// The same table written on a row the caller picks: it names itself the delegate of any owner.
contract ChosenRowDelegation {
    INames public immutable names;
    mapping(bytes32 => mapping(address => mapping(address => bool))) public delegations;
    mapping(bytes32 => bytes) public records;

    constructor(INames n) {
        names = n;
    }

    function isAuthorised(bytes32 node) internal view returns (bool) {
        address o = names.owner(node);
        return o == msg.sender || delegations[node][o][msg.sender];
    }

    function setDelegate(bytes32 node, address owner, address delegate, bool allowed) external { // want "ChosenRowDelegation.setDelegate\\(\\) lets any caller grant or revoke delegations"
        delegations[node][owner][delegate] = allowed;
    }

    function setRecord(bytes32 node, bytes calldata value) external {
        require(isAuthorised(node));
        records[node] = value;
    }
}
