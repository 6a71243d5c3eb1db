pragma solidity ^0.5.12;

// A median's whitelist of reporters, keyed by the recovered address.
contract ReporterWhitelist {
    mapping(address => uint256) public wards;
    mapping(address => uint256) public orcl;
    mapping(address => uint256) public loose;
    uint256 public val;

    constructor() public {
        wards[msg.sender] = 1;
    }

    modifier auth() {
        require(wards[msg.sender] == 1, "auth");
        _;
    }

    // Safe: no entry is ever set for address(0), so an invalid signature selects an empty one.
    function poke(uint256 v_, uint8 v, bytes32 r, bytes32 s) external {
        address signer = ecrecover(keccak256(abi.encodePacked(v_)), v, r, s);
        require(orcl[signer] == 1, "oracle");
        val = v_;
    }

    // An entry may be set for address(0) here.
    function pokeLoose(uint256 v_, uint8 v, bytes32 r, bytes32 s) external {
        address signer = ecrecover(keccak256(abi.encodePacked(v_)), v, r, s); // want "without rejecting address\\(0\\): it selects loose\\[signer\\]"
        require(loose[signer] == 1, "oracle");
        val = v_;
    }

    function lift(address a) external auth {
        require(a != address(0), "zero");
        orcl[a] = 1;
    }

    function drop(address a) external auth {
        orcl[a] = 0;
    }

    function liftLoose(address a) external auth {
        loose[a] = 1;
    }
}

// A table nothing in the unit sets: its keys are someone else's to choose.
contract UnsetTable {
    mapping(address => bool) public isOwner;

    function run(bytes32 h, uint8 v, bytes32 r, bytes32 s) external view returns (bool) {
        address signer = ecrecover(h, v, r, s); // want "it selects isOwner\\[signer\\]"
        require(isOwner[signer]);
        return true;
    }
}
