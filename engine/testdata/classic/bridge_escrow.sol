// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transfer, (to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transferFrom, (from, to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transferFrom failed");
    }
}

library ECDSA {
    uint256 internal constant HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    function recover(bytes32 digest, bytes memory signature) internal pure returns (address) {
        require(signature.length == 65, "bad signature length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 0x20))
            s := mload(add(signature, 0x40))
            v := byte(0, mload(add(signature, 0x60)))
        }
        require(uint256(s) <= HALF_ORDER, "bad s");
        require(v == 27 || v == 28, "bad v");
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0), "bad signature");
        return signer;
    }
}

/// Lock-and-release bridge escrow: users lock tokens here for the other chain; releases need signatures of a
/// quorum of the current validator set over an EIP-712 message bound to this chain, this contract and a nonce
/// the other side assigned; the set itself changes only by a quorum of the current set.
contract BridgeEscrow {
    using SafeERC20 for IERC20;

    bytes32 public constant RELEASE_TYPEHASH = keccak256("Release(address token,address recipient,uint256 amount,uint256 nonce,uint256 sourceChainId)");
    bytes32 public constant VALIDATORS_TYPEHASH = keccak256("UpdateValidators(address[] validators,uint256 threshold,uint256 epoch)");
    uint256 public constant MAX_VALIDATORS = 50;

    bytes32 public immutable DOMAIN_SEPARATOR;

    address[] public validators;
    mapping(address => bool) public isValidator;
    uint256 public threshold;
    uint256 public epoch;

    address public guardian;
    bool public paused;
    mapping(address => bool) public supportedToken;
    mapping(address => uint256) public dailyLimit;
    mapping(address => uint256) public releasedToday;
    mapping(address => uint256) public dayStart;
    mapping(uint256 => mapping(uint256 => bool)) public processed;
    uint256 public lockNonce;

    uint256 private status = 1;

    event Locked(uint256 indexed nonce, address indexed token, address indexed sender, address recipient, uint256 amount, uint256 destChainId);
    event Released(uint256 indexed nonce, uint256 indexed sourceChainId, address indexed token, address recipient, uint256 amount);
    event ValidatorsUpdated(uint256 indexed epoch, address[] validators, uint256 threshold);
    event TokenConfigured(address indexed token, bool supported, uint256 dailyLimit);
    event Paused(bool paused);

    modifier nonReentrant() {
        require(status == 1, "reentrant");
        status = 2;
        _;
        status = 1;
    }

    modifier onlyGuardian() {
        require(msg.sender == guardian, "not guardian");
        _;
    }

    constructor(address[] memory initialValidators, uint256 threshold_, address guardian_) {
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("BridgeEscrow"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
        guardian = guardian_;
        _setValidators(initialValidators, threshold_);
    }

    function _setValidators(address[] memory newValidators, uint256 newThreshold) internal {
        require(newValidators.length > 0 && newValidators.length <= MAX_VALIDATORS, "bad validator count");
        require(newThreshold > newValidators.length / 2 && newThreshold <= newValidators.length, "bad threshold");
        for (uint256 i = 0; i < validators.length; i++) {
            isValidator[validators[i]] = false;
        }
        delete validators;
        for (uint256 i = 0; i < newValidators.length; i++) {
            address v = newValidators[i];
            require(v != address(0) && !isValidator[v], "bad validator");
            isValidator[v] = true;
            validators.push(v);
        }
        threshold = newThreshold;
        epoch += 1;
        emit ValidatorsUpdated(epoch, newValidators, newThreshold);
    }

    function _checkSignatures(bytes32 structHash, bytes[] calldata signatures) internal view {
        require(signatures.length >= threshold, "not enough signatures");
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash));
        address last = address(0);
        for (uint256 i = 0; i < signatures.length; i++) {
            address signer = ECDSA.recover(digest, signatures[i]);
            require(signer > last, "signers not sorted or duplicated");
            require(isValidator[signer], "signer not validator");
            last = signer;
        }
    }

    // ---------------------------------------------------------------- lock

    function lock(IERC20 token, address recipient, uint256 amount, uint256 destChainId) external nonReentrant {
        require(!paused, "paused");
        require(supportedToken[address(token)], "unsupported token");
        require(recipient != address(0) && amount > 0, "bad lock");
        require(destChainId != block.chainid, "same chain");
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = token.balanceOf(address(this)) - before;
        uint256 nonce = lockNonce++;
        emit Locked(nonce, address(token), msg.sender, recipient, received, destChainId);
    }

    // ---------------------------------------------------------------- release

    function release(IERC20 token, address recipient, uint256 amount, uint256 nonce, uint256 sourceChainId, bytes[] calldata signatures)
        external
        nonReentrant
    {
        require(!paused, "paused");
        require(supportedToken[address(token)], "unsupported token");
        require(!processed[sourceChainId][nonce], "already processed");
        bytes32 structHash = keccak256(abi.encode(RELEASE_TYPEHASH, address(token), recipient, amount, nonce, sourceChainId));
        _checkSignatures(structHash, signatures);
        processed[sourceChainId][nonce] = true;

        if (block.timestamp >= dayStart[address(token)] + 1 days) {
            dayStart[address(token)] = block.timestamp;
            releasedToday[address(token)] = 0;
        }
        releasedToday[address(token)] += amount;
        require(releasedToday[address(token)] <= dailyLimit[address(token)], "daily limit exceeded");

        token.safeTransfer(recipient, amount);
        emit Released(nonce, sourceChainId, address(token), recipient, amount);
    }

    function updateValidators(address[] calldata newValidators, uint256 newThreshold, bytes[] calldata signatures) external {
        bytes32 structHash = keccak256(abi.encode(VALIDATORS_TYPEHASH, keccak256(abi.encodePacked(newValidators)), newThreshold, epoch));
        _checkSignatures(structHash, signatures);
        _setValidators(newValidators, newThreshold);
    }

    // ---------------------------------------------------------------- guardian

    function setPaused(bool value) external onlyGuardian {
        paused = value;
        emit Paused(value);
    }

    function configureToken(address token, bool supported, uint256 limit) external onlyGuardian {
        supportedToken[token] = supported;
        dailyLimit[token] = limit;
        emit TokenConfigured(token, supported, limit);
    }

    function setGuardian(address newGuardian) external onlyGuardian {
        require(newGuardian != address(0), "zero guardian");
        guardian = newGuardian;
    }

    function validatorCount() external view returns (uint256) {
        return validators.length;
    }
}
