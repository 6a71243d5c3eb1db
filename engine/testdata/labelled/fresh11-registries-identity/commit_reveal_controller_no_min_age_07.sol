// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IBaseRegistrar {
    function available(uint256 id) external view returns (bool);
    function register(uint256 id, address owner, uint256 duration) external returns (uint256);
}

interface IPriceOracle {
    function price(string calldata name, uint256 expires, uint256 duration) external view returns (uint256);
}

/// Registration controller: a buyer first commits to hash(name, owner, secret), waits, then reveals and
/// pays. The wait is what keeps a mempool watcher from copying the reveal.
contract RegistrarController {
    uint256 public constant MIN_REGISTRATION_DURATION = 28 days;

    IBaseRegistrar public immutable base;
    IPriceOracle public immutable prices;
    uint256 public immutable minCommitmentAge;
    uint256 public immutable maxCommitmentAge;
    address public immutable treasury;

    mapping(bytes32 => uint256) public commitments;

    event NameRegistered(string name, bytes32 indexed label, address indexed owner, uint256 cost, uint256 expires);

    constructor(IBaseRegistrar _base, IPriceOracle _prices, uint256 _minAge, uint256 _maxAge, address _treasury) {
        require(_maxAge > _minAge, "ages");
        base = _base;
        prices = _prices;
        minCommitmentAge = _minAge;
        maxCommitmentAge = _maxAge;
        treasury = _treasury;
    }

    function makeCommitment(string memory name, address owner, bytes32 secret) public pure returns (bytes32) {
        bytes32 label = keccak256(bytes(name));
        return keccak256(abi.encodePacked(label, owner, secret));
    }

    function commit(bytes32 commitment) external {
        require(commitments[commitment] + maxCommitmentAge < block.timestamp, "unexpired commitment");
        commitments[commitment] = block.timestamp;
    }

    function register(string calldata name, address owner, uint256 duration, bytes32 secret) external payable {
        bytes32 commitment = makeCommitment(name, owner, secret);
        uint256 cost = _consumeCommitment(name, duration, commitment);

        bytes32 label = keccak256(bytes(name));
        uint256 expires = base.register(uint256(label), owner, duration);
        emit NameRegistered(name, label, owner, cost, expires);

        if (msg.value > cost) {
            (bool ok, ) = msg.sender.call{value: msg.value - cost}("");
            require(ok, "refund failed");
        }
    }

    function _consumeCommitment(string calldata name, uint256 duration, bytes32 commitment)
        internal
        returns (uint256 cost)
    {
        // Only the upper bound is enforced: a commitment made in the same block as the reveal is accepted.
        // <yes> <report> FRONT_RUNNING
        require(commitments[commitment] + maxCommitmentAge > block.timestamp, "commitment expired");
        require(base.available(uint256(keccak256(bytes(name)))), "unavailable");
        require(duration >= MIN_REGISTRATION_DURATION, "too short");
        delete commitments[commitment];

        cost = prices.price(name, 0, duration);
        require(msg.value >= cost, "insufficient value");
    }

    function withdraw() external {
        (bool ok, ) = treasury.call{value: address(this).balance}("");
        require(ok, "withdraw failed");
    }
}
