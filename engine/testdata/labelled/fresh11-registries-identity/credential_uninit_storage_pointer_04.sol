pragma solidity ^0.4.21;

/// Early identity registry: an account registers a profile, and registered issuers add claims (a
/// topic and a data hash) to it. The owner manages the issuer list.
contract ClaimRegistry {
    address public owner;
    uint public claimFee;

    struct Claim {
        address issuer;
        uint topic;
        bytes32 dataHash;
        uint issuedAt;
    }

    mapping (address => bool) public issuers;
    mapping (address => Claim[]) public claims;
    mapping (address => bool) public registered;

    event ClaimAdded(address indexed subject, address indexed issuer, uint topic);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function ClaimRegistry(uint _fee) public {
        owner = msg.sender;
        claimFee = _fee;
    }

    function setIssuer(address issuer, bool enabled) public onlyOwner {
        issuers[issuer] = enabled;
    }

    function register() public {
        registered[msg.sender] = true;
    }

    /// Adds a claim about `subject`. The scratch struct is declared without a location and so points at
    /// storage slot 0: writing its fields overwrites `owner` and `claimFee`.
    function addClaim(address subject, uint topic, bytes32 dataHash) public payable {
        require(issuers[msg.sender]);
        require(registered[subject]);
        require(msg.value >= claimFee);
        // <yes> <report> ACCESS_CONTROL
        Claim c;
        c.issuer = msg.sender;
        c.topic = topic;
        c.dataHash = dataHash;
        c.issuedAt = now;
        claims[subject].push(c);
        ClaimAdded(subject, msg.sender, topic);
    }

    function claimCount(address subject) public view returns (uint) {
        return claims[subject].length;
    }

    function withdraw() public onlyOwner {
        owner.transfer(this.balance);
    }
}
