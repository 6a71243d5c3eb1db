pragma solidity ^0.4.24;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        assert(c / a == b);
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        assert(b <= a);
        return a - b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }
}

/// Partitioned security token (ERC-1400 draft) whose "redeemable" partition is bought back by the issuer for ether
/// at a fixed redemption price.
contract PartitionedShare {
    using SafeMath for uint256;

    address public issuer;
    uint256 public redemptionPrice;
    mapping(bytes32 => mapping(address => uint256)) public balanceOfByPartition;
    mapping(address => bool) public whitelisted;

    bytes32 public constant REDEEMABLE = "redeemable";

    event TransferByPartition(bytes32 indexed partition, address from, address to, uint256 value);
    event RedeemedByPartition(bytes32 indexed partition, address holder, uint256 value);

    modifier onlyIssuer() {
        require(msg.sender == issuer);
        _;
    }

    constructor(uint256 _price) public {
        issuer = msg.sender;
        redemptionPrice = _price;
    }

    function() public payable {}

    function setWhitelisted(address who, bool ok) public onlyIssuer {
        whitelisted[who] = ok;
    }

    function issueByPartition(bytes32 partition, address to, uint256 value) public onlyIssuer {
        require(whitelisted[to]);
        balanceOfByPartition[partition][to] = balanceOfByPartition[partition][to].add(value);
    }

    function transferByPartition(bytes32 partition, address to, uint256 value) public returns (bytes32) {
        require(whitelisted[msg.sender] && whitelisted[to]);
        balanceOfByPartition[partition][msg.sender] = balanceOfByPartition[partition][msg.sender].sub(value);
        balanceOfByPartition[partition][to] = balanceOfByPartition[partition][to].add(value);
        emit TransferByPartition(partition, msg.sender, to, value);
        return partition;
    }

    function redeemByPartition(uint256 value) public {
        uint256 held = balanceOfByPartition[REDEEMABLE][msg.sender];
        require(held >= value);
        uint256 payout = value.mul(redemptionPrice);
        // <yes> <report> REENTRANCY
        require(msg.sender.call.value(payout)());
        balanceOfByPartition[REDEEMABLE][msg.sender] = held.sub(value);
        emit RedeemedByPartition(REDEEMABLE, msg.sender, value);
    }
}
