pragma solidity ^0.5.16;

/// Base registrar for a second-level domain that sells names by the second. Names are ERC-721-like ids
/// (the label hash); renewals extend the expiry and are paid at the same rate.
contract PerSecondRegistrar {
    uint256 public constant GRACE_PERIOD = 90 days;

    address public owner;
    uint256 public rentPerSecond;
    mapping(uint256 => uint256) public expiries;
    mapping(uint256 => address) public holders;

    event NameRegistered(uint256 indexed id, address indexed holder, uint256 expires);
    event NameRenewed(uint256 indexed id, uint256 expires);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(uint256 _rentPerSecond) public {
        owner = msg.sender;
        rentPerSecond = _rentPerSecond;
    }

    function available(uint256 id) public view returns (bool) {
        return expiries[id] + GRACE_PERIOD < now;
    }

    function rentPrice(uint256 duration) public view returns (uint256) {
        // A duration near 2**256 / rentPerSecond wraps the price to a few wei.
        // <yes> <report> ARITHMETIC
        return duration * rentPerSecond;
    }

    function register(uint256 id, uint256 duration) external payable returns (uint256) {
        require(available(id), "taken");
        require(duration >= 28 days && duration <= 100 * 365 days, "duration");
        require(msg.value >= rentPrice(duration), "price");
        expiries[id] = now + duration;
        holders[id] = msg.sender;
        emit NameRegistered(id, msg.sender, now + duration);
        return now + duration;
    }

    function renew(uint256 id, uint256 duration) external payable returns (uint256) {
        require(expiries[id] + GRACE_PERIOD >= now, "expired");
        require(msg.value >= rentPrice(duration), "price");
        uint256 expires = expiries[id] + duration;
        require(expires > expiries[id], "overflow");
        expiries[id] = expires;
        emit NameRenewed(id, expires);
        return expires;
    }

    function transfer(uint256 id, address to) external {
        require(holders[id] == msg.sender && expiries[id] >= now, "not holder");
        require(to != address(0), "zero");
        holders[id] = to;
    }

    function setRent(uint256 _rentPerSecond) external onlyOwner {
        rentPerSecond = _rentPerSecond;
    }

    function withdraw() external onlyOwner {
        msg.sender.transfer(address(this).balance);
    }
}
