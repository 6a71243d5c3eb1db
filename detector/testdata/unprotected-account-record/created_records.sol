pragma solidity ^0.8.20;

// Accredited issuers each issue credentials, which record their issuer; any accredited issuer revokes any
// credential, another issuer's too.
contract PeerRevocation {
    struct Credential { address issuer; address subject; bool revoked; }
    address public governance;
    mapping(address => bool) public accredited;
    mapping(bytes32 => Credential) public credentials;

    modifier onlyAccredited() {
        require(accredited[msg.sender], "not accredited");
        _;
    }
    function setAccredited(address issuer, bool on) external {
        require(msg.sender == governance, "governance");
        accredited[issuer] = on;
    }
    function issue(bytes32 id, address subject) external onlyAccredited {
        require(credentials[id].issuer == address(0), "taken");
        credentials[id] = Credential(msg.sender, subject, false);
    }
    function revoke(bytes32 id) external onlyAccredited { // want "PeerRevocation.revoke\\(\\) lets any caller that accredited lists change credentials \\(c.revoked = true\\) for an entry it names, with no check of the entry's issuer"
        Credential storage c = credentials[id];
        require(c.issuer != address(0) && !c.revoked, "state");
        c.revoked = true;
    }
}

// Subscriptions record their subscriber; anyone cancels anyone's.
contract OpenCancel {
    struct Sub { address subscriber; uint256 plan; bool active; }
    Sub[] public subs;

    function subscribe(uint256 plan) external {
        subs.push(Sub({plan: plan, subscriber: msg.sender, active: true}));
    }
    function cancel(uint256 id) external { // want "OpenCancel.cancel\\(\\) lets any caller change subs \\(subs\\[id\\].active = false\\) for an entry it names, with no check of the entry's subscriber"
        require(subs[id].active, "inactive");
        subs[id].active = false;
    }
}

// The same records, each changed only by its creator, by the governance, or after its expiry; and posts that
// anyone makes, which moderators (another role than the posters') take down: no finding.
contract OwnRecords {
    struct Credential { address issuer; address subject; uint64 expiresAt; bool revoked; }
    struct Post { address author; bytes32 digest; bool hidden; }
    address public governance;
    mapping(address => bool) public accredited;
    mapping(address => bool) public moderators;
    mapping(bytes32 => Credential) public credentials;
    mapping(uint256 => Post) public posts;
    uint256 public postCount;

    modifier onlyAccredited() {
        require(accredited[msg.sender], "not accredited");
        _;
    }
    function issue(bytes32 id, address subject, uint64 expiresAt) external onlyAccredited {
        require(credentials[id].issuer == address(0), "taken");
        credentials[id] = Credential(msg.sender, subject, expiresAt, false);
    }
    function revoke(bytes32 id) external onlyAccredited {
        Credential storage c = credentials[id];
        require(c.issuer == msg.sender, "not yours");
        c.revoked = true;
    }
    function revokeByGovernance(bytes32 id) external {
        require(msg.sender == governance, "governance");
        credentials[id].revoked = true;
    }
    function expire(bytes32 id) external {
        Credential storage c = credentials[id];
        require(c.expiresAt < block.timestamp, "live");
        c.revoked = true;
    }
    function post(bytes32 digest) external {
        posts[postCount++] = Post(msg.sender, digest, false);
    }
    function takeDown(uint256 id) external {
        require(moderators[msg.sender], "moderator");
        posts[id].hidden = true;
    }
}

// An open approval of a claim its member filed, read before the claim's payout: unprotected-config-change
// reports the switch; no finding here.
contract OpenApprovalPaid {
    struct Claim { address payable member; uint256 amount; bool approved; bool paid; }
    Claim[] public claims;

    function file(uint256 amount) external {
        claims.push(Claim(payable(msg.sender), amount, false, false));
    }
    function approve(uint256 id) external {
        claims[id].approved = true;
    }
    function pay(uint256 id) external {
        Claim storage c = claims[id];
        require(c.approved && !c.paid, "state");
        c.paid = true;
        c.member.transfer(c.amount);
    }
}
