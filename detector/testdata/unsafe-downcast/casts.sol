// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract Vesting {
    struct Grant {
        uint64 start;
        uint128 amount;
    }
    mapping(address => Grant) public grants;
    mapping(address => uint96) public packed;
    uint256 public total;

    function grant(address to, uint256 amount, uint256 start) external payable {
        total += amount;
        grants[to] = Grant(uint64(start), uint128(amount)); // want "Vesting.grant\\(\\) converts start, which the caller chooses, to uint64" "Vesting.grant\\(\\) converts amount, which the caller chooses, to uint128"
    }

    // Safe: no amount of ether reaches 2^128 wei.
    function deposit() external payable {
        grants[msg.sender].amount += uint128(msg.value);
    }

    // Safe: 2^96 wei is 79 billion ether, above the supply.
    function depositPacked() external payable {
        grants[msg.sender].start = uint64(block.timestamp);
        packed[msg.sender] = uint96(msg.value);
    }

    // 2^64 wei is 18.4 ether.
    function depositSmall() external payable {
        grants[msg.sender].start = uint64(msg.value); // want "converts msg.value, which the caller chooses, to uint64"
    }

    // Safe: a duration checked against a constant, added to the clock, fits in 64 bits.
    function lockFor(uint256 duration) external {
        require(duration <= 4 * 365 days, "too long");
        grants[msg.sender].start = uint64(block.timestamp + duration);
    }

    // Unchecked, the same duration truncates.
    function lockForAny(uint256 duration) external {
        grants[msg.sender].start = uint64(block.timestamp + duration); // want "converts block.timestamp \\+ duration, which the caller chooses, to uint64"
    }

    // Safe: checked against the narrower type's maximum first.
    function grantChecked(address to, uint256 amount) external {
        require(amount <= type(uint128).max, "too large");
        grants[to].amount = uint128(amount);
    }

    // Safe: a checked conversion, as SafeCast does.
    function toUint64(uint256 value) public pure returns (uint64) {
        uint64 r = uint64(value);
        require(r == value, "does not fit");
        return r;
    }

    // Safe: the named return compared back with the value, as OpenZeppelin's SafeCast.toInt128 does.
    function toInt128(int256 value) public pure returns (int128 downcasted) {
        downcasted = int128(value);
        require(downcasted == value, "SafeCast: value doesn't fit in 128 bits");
    }

    // Vulnerable: the named return is checked, but not against the value it was cut from.
    function toInt96(int256 value) public pure returns (int96 downcasted) {
        downcasted = int96(value); // want "converts value, which the caller chooses, to int96"
        require(downcasted != 0, "zero");
    }

    // Safe: a remainder always fits.
    function slot(uint256 x) external pure returns (uint8) {
        return uint8(x % 200);
    }

    // Safe: a constant, and a value no caller chooses.
    function now64() external view returns (uint64, uint32) {
        return (uint64(block.timestamp), uint32(12));
    }

    // Safe: a widening conversion.
    function widen(uint64 x) external pure returns (uint256) {
        return uint256(x);
    }
}

contract Legacy {
    mapping(address => uint32) deadlines;

    // Before 0.8 as well: conversions never checked.
    function setDeadline(uint256 when) public {
        deadlines[msg.sender] = uint32(when); // want "Legacy.setDeadline\\(\\) converts when, which the caller chooses, to uint32"
    }

    function setDeadlineChecked(uint256 when) public {
        if (when > 2**32 - 1) {
            revert();
        }
        deadlines[msg.sender] = uint32(when);
    }
}

contract Nonces {
    mapping(address => mapping(uint192 => uint256)) private _nonces;

    function nonces(address owner, uint192 key) public view returns (uint256) {
        return _nonces[owner][key];
    }

    // Safe: a nonce taken apart into its key (the high bits) and its sequence (the low bits).
    function state(address owner, bytes32 nonce) external view returns (bool) {
        return uint64(uint256(nonce)) < nonces(owner, uint192(uint256(nonce) >> 64));
    }

    // Safe: a stored value looked up with the caller's key is not the caller's number.
    mapping(address => uint256) weights;
    function weight(address who) external view returns (uint64) {
        return uint64(weights[who]);
    }

    // Safe: an address derived from a hash keeps its low bits on purpose.
    function derive(bytes32 salt) external view returns (address) {
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt)))));
    }
}

library Pack {
    function pack64(uint256 x) internal pure returns (uint64) {
        return uint64(x); // want "Pack.pack64\\(\\) converts x, which the caller chooses, to uint64"
    }
}

contract Staking {
    using Pack for uint256;
    mapping(address => uint64) staked;
    mapping(address => uint32) since;

    // The conversion is made in internal helpers, with the caller's number passed through.
    function stake(uint256 amount) external {
        _stake(msg.sender, amount);
    }

    function _stake(address who, uint256 amount) internal {
        staked[who] = amount.pack64();
    }

    function setSince(uint256 t) external {
        _record(t);
    }

    function _record(uint256 t) internal {
        since[msg.sender] = uint32(t); // want "Staking._record\\(\\) converts t, which the caller chooses, to uint32"
    }

    // Safe: the helper is only ever handed a value that fits.
    function tick() external {
        _record2(block.timestamp % 1000);
    }

    function _record2(uint256 t) internal {
        since[msg.sender] = uint32(t);
    }
}

contract Kitties {
    struct Kitty {
        uint32 matronId;
    }
    Kitty[] kitties;

    // Safe: the conversion is the fit check itself, as CryptoKitties writes it.
    function create(uint256 matron) public returns (uint256) {
        require(matron == uint256(uint32(matron)));
        kitties.push(Kitty(uint32(matron)));
        return kitties.length - 1;
    }
}

contract NativeLocks {
    struct Locked {
        int128 amount;
        uint256 end;
    }
    mapping(address => Locked) locked;

    // Safe: the value is bounded by int128's largest, read through conversions, before it is made signed and
    // narrowed.
    function lock(uint256 end) external payable {
        require(msg.value <= uint256(uint128(type(int128).max)), "too large");
        locked[msg.sender] = Locked(int128(int256(msg.value)), end);
    }

    function lockAmount(uint256 amount, uint256 end) external {
        require(amount > 0, "zero");
        locked[msg.sender] = Locked(int128(int256(amount)), end); // want "converts amount, which the caller chooses, to int256" "converts int256\\(amount\\), which the caller chooses, to int128"
    }

    // Safe: the amount is checked against the signed type's largest through a conversion.
    function lockChecked(uint256 amount, uint256 end) external {
        require(amount <= uint256(int256(type(int128).max)), "too large");
        locked[msg.sender] = Locked(int128(int256(amount)), end);
    }
}
