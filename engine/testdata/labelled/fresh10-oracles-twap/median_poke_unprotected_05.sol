pragma solidity ^0.5.12;

// A MakerDAO-style median: whitelisted reporters sign prices off-chain, poke() takes the median.
contract LibNote {
    event LogNote(bytes4 indexed sig, address indexed usr, bytes32 indexed arg1, bytes32 indexed arg2, bytes data) anonymous;
}

contract PriceMedian is LibNote {
    mapping (address => uint) public wards;
    function rely(address usr) external auth { wards[usr] = 1; }
    function deny(address usr) external auth { wards[usr] = 0; }
    modifier auth { require(wards[msg.sender] == 1, "Median/not-authorized"); _; }

    uint128 val;
    uint32 public age;
    bytes32 public constant wat = "ETHUSD";
    uint256 public bar = 1;

    mapping (address => uint256) public orcl;
    mapping (address => uint256) public bud;

    modifier toll { require(bud[msg.sender] == 1, "Median/contract-not-whitelisted"); _; }

    constructor() public {
        wards[msg.sender] = 1;
    }

    function read() external view toll returns (uint256) {
        require(val > 0, "Median/invalid-price-feed");
        return val;
    }

    function recover(uint256 val_, uint256 age_, uint8 v, bytes32 r, bytes32 s) internal pure returns (address) {
        return ecrecover(
            keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encodePacked(val_, age_, wat)))),
            v, r, s
        );
    }

    function poke(uint256[] calldata val_, uint256[] calldata age_, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external {
        require(val_.length == bar, "Median/bar-too-low");
        uint256 bloom = 0;
        uint256 last = 0;
        uint256 zzz = age;
        for (uint i = 0; i < val_.length; i++) {
            address signer = recover(val_[i], age_[i], v[i], r[i], s[i]);
            require(orcl[signer] == 1, "Median/invalid-oracle");
            require(age_[i] > zzz, "Median/stale-message");
            require(val_[i] >= last, "Median/messages-not-in-order");
            last = val_[i];
            uint8 sl = uint8(uint256(signer) >> 152);
            require((bloom >> sl) % 2 == 0, "Median/oracle-already-signed");
            bloom += uint256(2) ** sl;
        }
        val = uint128(val_[val_.length >> 1]);
        age = uint32(block.timestamp);
    }

    function lift(address a) external auth {
        require(a != address(0), "Median/no-oracle-0");
        orcl[a] = 1;
    }

    function drop(address a) external auth {
        orcl[a] = 0;
    }

    // The quorum is one lone reporter once anyone lowers it.
    function setBar(uint256 bar_) external {
        require(bar_ > 0, "Median/quorum-is-zero");
        require(bar_ % 2 != 0, "Median/quorum-not-odd-number");
        // <yes> <report> ACCESS_CONTROL
        bar = bar_;
    }

    function kiss(address a) external auth {
        require(a != address(0), "Median/no-contract-0");
        bud[a] = 1;
    }
}
