// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Soulbound credential: accredited issuers mint to subjects; only the issuing issuer (or the subject,
/// by burning) can end a credential; every transfer path is refused.
contract SafeSoulboundCredential {
    struct Credential {
        address issuer;
        address subject;
        uint64 expiresAt;
    }

    address public governance;
    uint256 public nextId = 1;
    mapping(address => bool) public accredited;
    mapping(uint256 => Credential) public credentials;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Locked(uint256 tokenId);

    error Soulbound();

    modifier onlyGovernance() {
        require(msg.sender == governance, "governance");
        _;
    }

    constructor(address _governance) {
        governance = _governance;
    }

    function setAccredited(address issuer, bool value) external onlyGovernance {
        accredited[issuer] = value;
    }

    function issue(address subject, uint64 expiresAt) external returns (uint256 id) {
        require(accredited[msg.sender], "not accredited");
        require(subject != address(0), "subject");
        require(expiresAt > block.timestamp, "expiry");
        id = nextId++;
        credentials[id] = Credential(msg.sender, subject, expiresAt);
        balanceOf[subject] += 1;
        emit Transfer(address(0), subject, id);
        emit Locked(id);
    }

    function revoke(uint256 id) external {
        Credential storage c = credentials[id];
        require(c.issuer == msg.sender, "not the issuer");
        _burn(id, c.subject);
    }

    function burn(uint256 id) external {
        Credential storage c = credentials[id];
        require(c.subject == msg.sender, "not the subject");
        _burn(id, msg.sender);
    }

    function ownerOf(uint256 id) external view returns (address subject) {
        subject = credentials[id].subject;
        require(subject != address(0), "nonexistent");
    }

    function isValid(uint256 id) external view returns (bool) {
        Credential storage c = credentials[id];
        return c.subject != address(0) && accredited[c.issuer] && c.expiresAt > block.timestamp;
    }

    function locked(uint256) external pure returns (bool) {
        return true;
    }

    function transferFrom(address, address, uint256) external pure {
        revert Soulbound();
    }

    function safeTransferFrom(address, address, uint256) external pure {
        revert Soulbound();
    }

    function safeTransferFrom(address, address, uint256, bytes calldata) external pure {
        revert Soulbound();
    }

    function approve(address, uint256) external pure {
        revert Soulbound();
    }

    function setApprovalForAll(address, bool) external pure {
        revert Soulbound();
    }

    function _burn(uint256 id, address subject) internal {
        require(subject != address(0), "nonexistent");
        delete credentials[id];
        balanceOf[subject] -= 1;
        emit Transfer(subject, address(0), id);
    }
}
