// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

/// Deposit router of a restaking pool that picks the node operator for each 32 ETH deposit "at random" from the
/// block's timestamp and prevrandao. A block producer (or a contract that checks the outcome and reverts) chooses
/// which operator receives the validator, and so the operator fees.
interface IDepositContract {
    function deposit(bytes calldata pubkey, bytes calldata wc, bytes calldata signature, bytes32 root) external payable;
}

contract RandomOperatorRouter {
    struct Key {
        bytes pubkey;
        bytes signature;
        bytes32 depositDataRoot;
    }

    IDepositContract public immutable depositContract;
    bytes public withdrawalCredentials;
    address public owner;
    address[] public operators;
    mapping(address => Key[]) public keys;
    mapping(address => uint256) public usedKeys;
    uint256 public buffered;

    constructor(IDepositContract dc, bytes memory wc) {
        depositContract = dc;
        withdrawalCredentials = wc;
        owner = msg.sender;
    }

    function addOperator(address operator) external {
        require(msg.sender == owner, "owner");
        operators.push(operator);
    }

    function addKey(bytes calldata pubkey, bytes calldata signature, bytes32 root) external {
        keys[msg.sender].push(Key(pubkey, signature, root));
    }

    function stake() external payable {
        buffered += msg.value;
    }

    function depositValidator() external {
        require(buffered >= 32 ether, "buffer");
        require(operators.length > 0, "no operators");
        // <yes> <report> BAD_RANDOMNESS
        uint256 pick = uint256(keccak256(abi.encodePacked(block.timestamp, block.prevrandao))) % operators.length;
        address operator = operators[pick];
        uint256 k = usedKeys[operator];
        require(k < keys[operator].length, "no keys");
        usedKeys[operator] = k + 1;
        buffered -= 32 ether;
        Key storage key = keys[operator][k];
        depositContract.deposit{value: 32 ether}(key.pubkey, withdrawalCredentials, key.signature, key.depositDataRoot);
    }
}
