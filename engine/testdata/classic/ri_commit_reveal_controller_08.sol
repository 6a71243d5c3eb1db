// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IBaseRegistrarSafe {
    function available(uint256 id) external view returns (bool);
    function register(uint256 id, address owner, uint256 duration) external returns (uint256);
    function renew(uint256 id, uint256 duration) external returns (uint256);
}

interface IRentOracle {
    function price(string calldata name, uint256 duration) external view returns (uint256);
}

/// Commit-reveal registration controller with both commitment ages enforced, state settled before the
/// refund, and proceeds swept to a fixed treasury.
contract SafeRegistrarController {
    uint256 public constant MIN_REGISTRATION_DURATION = 28 days;

    IBaseRegistrarSafe public immutable base;
    IRentOracle public immutable prices;
    uint256 public immutable minCommitmentAge;
    uint256 public immutable maxCommitmentAge;
    address payable public immutable treasury;

    mapping(bytes32 => uint256) public commitments;

    event NameRegistered(string name, bytes32 indexed label, address indexed owner, uint256 cost, uint256 expires);
    event NameRenewed(string name, bytes32 indexed label, uint256 cost, uint256 expires);

    error CommitmentTooNew();
    error CommitmentTooOld();
    error Unavailable();
    error InsufficientValue();

    constructor(
        IBaseRegistrarSafe _base,
        IRentOracle _prices,
        uint256 _minAge,
        uint256 _maxAge,
        address payable _treasury
    ) {
        require(_maxAge > _minAge, "ages");
        base = _base;
        prices = _prices;
        minCommitmentAge = _minAge;
        maxCommitmentAge = _maxAge;
        treasury = _treasury;
    }

    function makeCommitment(string memory name, address owner, bytes32 secret) public pure returns (bytes32) {
        return keccak256(abi.encode(keccak256(bytes(name)), owner, secret));
    }

    function commit(bytes32 commitment) external {
        require(commitments[commitment] + maxCommitmentAge < block.timestamp, "unexpired commitment");
        commitments[commitment] = block.timestamp;
    }

    function register(string calldata name, address owner, uint256 duration, bytes32 secret) external payable {
        bytes32 commitment = makeCommitment(name, owner, secret);
        uint256 committedAt = commitments[commitment];
        if (committedAt + minCommitmentAge > block.timestamp) revert CommitmentTooNew();
        if (committedAt + maxCommitmentAge <= block.timestamp) revert CommitmentTooOld();
        delete commitments[commitment];

        bytes32 label = keccak256(bytes(name));
        if (!base.available(uint256(label))) revert Unavailable();
        require(duration >= MIN_REGISTRATION_DURATION, "too short");
        uint256 cost = prices.price(name, duration);
        if (msg.value < cost) revert InsufficientValue();

        uint256 expires = base.register(uint256(label), owner, duration);
        emit NameRegistered(name, label, owner, cost, expires);

        if (msg.value > cost) {
            (bool ok, ) = payable(msg.sender).call{value: msg.value - cost}("");
            require(ok, "refund failed");
        }
    }

    function renew(string calldata name, uint256 duration) external payable {
        bytes32 label = keccak256(bytes(name));
        uint256 cost = prices.price(name, duration);
        if (msg.value < cost) revert InsufficientValue();
        uint256 expires = base.renew(uint256(label), duration);
        emit NameRenewed(name, label, cost, expires);
        if (msg.value > cost) {
            (bool ok, ) = payable(msg.sender).call{value: msg.value - cost}("");
            require(ok, "refund failed");
        }
    }

    function withdraw() external {
        (bool ok, ) = treasury.call{value: address(this).balance}("");
        require(ok, "withdraw failed");
    }
}
