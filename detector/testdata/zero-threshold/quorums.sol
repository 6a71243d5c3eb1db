pragma solidity ^0.8.4;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// A federated bridge: a release needs `threshold` validator signatures, and the admin may set the threshold to 0.
contract Bridge {
    address public admin = msg.sender;
    mapping(address => bool) public isValidator;
    uint256 public threshold = 2;
    IERC20 public immutable token;

    constructor(IERC20 t) {
        token = t;
    }

    function setThreshold(uint256 newThreshold) external {
        require(msg.sender == admin, "admin");
        threshold = newThreshold; // want "Bridge.setThreshold\\(\\) lets its privileged caller set threshold to 0, and Bridge.release\\(\\) pays out past valid >= threshold"
    }

    function release(address to, uint256 amount, bytes32 digest, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external {
        address last;
        uint256 valid;
        for (uint256 i = 0; i < v.length; i++) {
            address signer = ecrecover(digest, v[i], r[i], s[i]);
            require(signer > last, "order");
            last = signer;
            if (isValidator[signer]) valid++;
        }
        require(valid >= threshold, "threshold");
        require(token.transfer(to, amount), "transfer");
    }
}

// Safe: the same bridge keeping the threshold at one or more.
contract BoundedBridge {
    address public admin = msg.sender;
    mapping(address => bool) public isValidator;
    uint256 public threshold = 2;
    uint256 public validatorCount;
    IERC20 public immutable token;

    constructor(IERC20 t) {
        token = t;
    }

    function setThreshold(uint256 newThreshold) external {
        require(msg.sender == admin, "admin");
        require(newThreshold > 0 && newThreshold <= validatorCount, "range");
        threshold = newThreshold;
    }

    function release(address to, uint256 amount, bytes32 digest, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external {
        address last;
        uint256 valid;
        for (uint256 i = 0; i < v.length; i++) {
            address signer = ecrecover(digest, v[i], r[i], s[i]);
            require(signer > last, "order");
            last = signer;
            if (isValidator[signer]) valid += 1;
        }
        require(valid >= threshold, "threshold");
        require(token.transfer(to, amount), "transfer");
    }
}

// Safe: a minimum bid the owner sets freely; what is compared with it is an amount paid, not a count.
contract MinimumBid {
    address public owner = msg.sender;
    uint256 public minimum;
    address public leader;

    function setMinimum(uint256 m) external {
        require(msg.sender == owner);
        minimum = m;
    }

    function bid() external payable {
        require(msg.value >= minimum, "low");
        payable(leader).transfer(msg.value / 100);
        leader = msg.sender;
    }
}
