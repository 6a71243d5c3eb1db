pragma solidity ^0.4.18;

contract ENS {
    function owner(bytes32 node) public constant returns (address);
    function setSubnodeOwner(bytes32 node, bytes32 label, address owner) public;
}

/// First-in, first-served registrar for a vanity top-level domain: a name goes to whoever registers
/// it first and pays the flat fee. Fees accrue to the registrar's admin.
contract FIFSRegistrar {
    ENS public ens;
    bytes32 public rootNode;
    address public admin;
    uint public fee;

    mapping(bytes32 => uint) public registeredAt;

    event NameRegistered(bytes32 indexed label, address indexed owner, uint fee);

    modifier onlyAdmin() {
        require(msg.sender == admin);
        _;
    }

    function FIFSRegistrar(ENS _ens, bytes32 _rootNode, uint _fee) public {
        ens = _ens;
        rootNode = _rootNode;
        fee = _fee;
        admin = msg.sender;
    }

    /// Registers `label` under the root for `owner` if nobody holds it yet. The plaintext label travels in
    /// the transaction, so a watcher sees which name is wanted before it is mined.
    function register(bytes32 label, address owner) public payable {
        require(msg.value == fee);
        bytes32 node = keccak256(rootNode, label);
        address currentOwner = ens.owner(node);
        require(currentOwner == address(0x0) || currentOwner == msg.sender);
        registeredAt[label] = now;
        // <yes> <report> FRONT_RUNNING
        ens.setSubnodeOwner(rootNode, label, owner);
        NameRegistered(label, owner, msg.value);
    }

    function setFee(uint _fee) public onlyAdmin {
        fee = _fee;
    }

    function withdraw() public onlyAdmin {
        admin.transfer(this.balance);
    }
}
