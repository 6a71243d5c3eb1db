pragma solidity ^0.8.0;

// The signer is set by a later transaction: until then it is address(0), which ecrecover returns for garbage.
contract LateSigner {
    address public admin;
    address public signer;
    mapping(address => uint256) public minted;

    constructor() {
        admin = msg.sender;
    }

    function setSigner(address s) external {
        require(msg.sender == admin);
        signer = s;
    }

    function mint(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), msg.sender, amount, minted[msg.sender]));
        require(ecrecover(h, v, r, s) == signer); // want "LateSigner.mint\\(\\) uses the result of ecrecover\\(h, v, r, s\\) without rejecting address\\(0\\): it is compared with signer, which holds address\\(0\\) until a later transaction sets it"
        minted[msg.sender] += amount;
    }
}

// Safe: the signer is set at deployment, and changed only by its admin.
contract DeploySigner {
    address public admin;
    address public signer;
    mapping(address => uint256) public minted;

    constructor(address s) {
        admin = msg.sender;
        signer = s;
    }

    function setSigner(address s) external {
        require(msg.sender == admin);
        signer = s;
    }

    function mint(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), msg.sender, amount, minted[msg.sender]));
        require(ecrecover(h, v, r, s) == signer);
        minted[msg.sender] += amount;
    }
}

// Safe: the late signer, but zero is rejected.
contract LateSignerChecked {
    address public admin;
    address public signer;
    mapping(address => uint256) public minted;

    constructor() {
        admin = msg.sender;
    }

    function setSigner(address s) external {
        require(msg.sender == admin);
        signer = s;
    }

    function mint(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), msg.sender, amount, minted[msg.sender]));
        address who = ecrecover(h, v, r, s);
        require(who != address(0) && who == signer);
        minted[msg.sender] += amount;
    }
}

// Safe: owners are recovered in ascending order from address(0), so each is greater than address(0).
contract Multi {
    mapping(address => bool) isOwner;
    uint256 public nonce;

    function execute(uint8[] memory v, bytes32[] memory r, bytes32[] memory s, address to, uint256 value) external {
        bytes32 h = keccak256(abi.encode(address(this), to, value, nonce));
        address last = address(0);
        for (uint256 i = 0; i < v.length; i++) {
            address rec = ecrecover(h, v[i], r[i], s[i]);
            require(rec > last && isOwner[rec]);
            last = rec;
        }
        nonce = nonce + 1;
        (bool ok, ) = to.call{value: value}("");
        require(ok);
    }
}

// Safe: the negated form, a revert unless signers strictly increase from address(0).
contract Bridge {
    mapping(address => bool) public isValidator;
    mapping(bytes32 => bool) public released;

    function release(bytes32 id, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external {
        require(v.length >= 3 && !released[id]);
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), id));
        address last = address(0);
        for (uint256 i = 0; i < v.length; i++) {
            address signer = ecrecover(digest, v[i], r[i], s[i]);
            if (signer <= last || !isValidator[signer]) revert();
            last = signer;
        }
        released[id] = true;
    }
}
