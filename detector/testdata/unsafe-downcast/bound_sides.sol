pragma solidity ^0.8.12;

contract Positions {
    struct Position {
        uint128 liquidity;
        uint64 since;
    }

    uint256 public constant MAX_SUPPLY = 10000;
    uint256 public supply;
    mapping(address => Position) public positions;

    // A lower bound leaves the amount as large as the caller likes.
    function add(uint256 amount) external {
        require(amount > 0, "zero");
        positions[msg.sender].liquidity += uint128(amount); // want "converts amount, which the caller chooses, to uint128"
    }

    function addNonZero(uint256 amount) external {
        require(amount != 0, "zero");
        positions[msg.sender].liquidity += uint128(amount); // want "converts amount, which the caller chooses, to uint128"
    }

    function addRevert(uint256 amount) external {
        if (amount == 0) revert();
        positions[msg.sender].liquidity += uint128(amount); // want "converts amount, which the caller chooses, to uint128"
    }

    // A branch that only tells zero from the rest: past it the amount is as large as the caller likes.
    function addSkipZero(uint256 amount) external {
        if (amount == 0) return;
        positions[msg.sender].liquidity += uint128(amount); // want "converts amount, which the caller chooses, to uint128"
    }

    function addIfNonZero(uint256 amount) external {
        if (amount > 0) {
            positions[msg.sender].liquidity += uint128(amount); // want "converts amount, which the caller chooses, to uint128"
        }
    }

    // Upper bounds, however written.
    function addSkipLarge(uint256 amount) external {
        if (amount > type(uint128).max) return;
        positions[msg.sender].liquidity += uint128(amount);
    }

    function addCapped(uint256 amount) external {
        if (amount > type(uint128).max) revert();
        positions[msg.sender].liquidity += uint128(amount);
    }

    function addCappedNot(uint256 amount) external {
        require(!(amount > type(uint128).max), "cap");
        positions[msg.sender].liquidity += uint128(amount);
    }

    function addBoth(uint256 amount) external {
        require(amount > 0 && type(uint128).max >= amount, "range");
        positions[msg.sender].liquidity += uint128(amount);
    }

    // A checked sum below a constant bounds each of its terms.
    function mint(uint256 quantity) external {
        require(supply + quantity <= MAX_SUPPLY, "sold out");
        _mint(msg.sender, quantity);
    }

    function mintMore(uint256 quantity) external {
        require(quantity > 0, "zero");
        _mint(msg.sender, quantity);
    }

    function _mint(address to, uint256 quantity) internal {
        supply += quantity;
        positions[to].since = uint64(quantity); // want "_mint\\(\\) converts quantity, which the caller chooses, to uint64"
    }

    function mintCapped(uint256 quantity) external {
        require(supply + quantity <= MAX_SUPPLY, "sold out");
        _mintCapped(msg.sender, quantity);
    }

    function mintCappedBatch(uint256 quantity) external {
        require(quantity <= 20, "batch");
        _mintCapped(msg.sender, quantity);
    }

    function _mintCapped(address to, uint256 quantity) internal {
        supply += quantity;
        positions[to].since = uint64(quantity);
    }
}
