pragma solidity ^0.8.20;

interface IDepositContract {
    function deposit(bytes calldata pubkey, bytes calldata withdrawalCredentials, bytes calldata signature, bytes32 root) external payable;
}

// A liquid-staking pool that insists its ether balance equal its own bookkeeping before a validator deposit:
// ether forced in by selfdestruct (or a block reward) breaks the equality, and deposits stop for good.
contract StakingPool {
    IDepositContract public immutable depositContract;
    address public immutable operator;
    uint256 public buffered;
    mapping(address => uint256) public shares;
    uint256 public totalShares;

    constructor(IDepositContract depositContract_, address operator_) {
        depositContract = depositContract_;
        operator = operator_;
    }

    function submit() external payable {
        require(msg.value > 0, "zero");
        shares[msg.sender] += msg.value;
        totalShares += msg.value;
        buffered += msg.value;
    }

    function depositValidator(bytes calldata pubkey, bytes calldata credentials, bytes calldata signature, bytes32 root) external {
        require(msg.sender == operator, "operator");
        // <yes> <report> DENIAL_OF_SERVICE
        require(address(this).balance == buffered, "balance mismatch");
        require(buffered >= 32 ether, "not enough");
        buffered -= 32 ether;
        depositContract.deposit{value: 32 ether}(pubkey, credentials, signature, root);
    }
}
