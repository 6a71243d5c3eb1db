pragma solidity ^0.4.23;

/// A Raiden-style netting channel for ether: each side's balance proof carries the total it has transferred to the
/// other. At settlement each side gets its deposit plus what it received minus what it sent. The check that a
/// participant's outgoing transfers plus its locked amount stay within the channel's total has no overflow guard:
/// a balance proof with a transferred amount near 2^256 wraps the sum below the total and passes.
contract NettingChannel {
    address public participant1;
    address public participant2;
    uint256 public deposit1;
    uint256 public deposit2;
    uint256 public settleTimeout;
    uint256 public closedBlock;

    struct BalanceProof {
        uint256 nonce;
        uint256 transferred;
        uint256 locked;
    }

    mapping(address => BalanceProof) public proofs;
    bool public settled;

    modifier onlyParticipant() {
        require(msg.sender == participant1 || msg.sender == participant2);
        _;
    }

    constructor(address _partner, uint256 _settleTimeout) public {
        participant1 = msg.sender;
        participant2 = _partner;
        settleTimeout = _settleTimeout;
    }

    function deposit() public payable onlyParticipant {
        require(closedBlock == 0);
        if (msg.sender == participant1) deposit1 += msg.value;
        else deposit2 += msg.value;
    }

    function partnerOf(address who) internal view returns (address) {
        return who == participant1 ? participant2 : participant1;
    }

    function updateProof(uint256 nonce, uint256 transferred, uint256 locked, uint8 v, bytes32 r, bytes32 s)
        public
        onlyParticipant
    {
        require(closedBlock == 0 || block.number <= closedBlock + settleTimeout);
        address partner = partnerOf(msg.sender);
        bytes32 h = keccak256(abi.encodePacked(address(this), nonce, transferred, locked));
        require(ecrecover(h, v, r, s) == partner);
        require(nonce > proofs[partner].nonce);
        // <yes> <report> ARITHMETIC
        require(transferred + locked <= deposit1 + deposit2);
        proofs[partner] = BalanceProof(nonce, transferred, locked);
        if (closedBlock == 0) closedBlock = block.number;
    }

    function settle() public {
        require(closedBlock != 0 && block.number > closedBlock + settleTimeout);
        require(!settled);
        settled = true;
        uint256 total = deposit1 + deposit2;
        uint256 to1 = deposit1 + proofs[participant2].transferred - proofs[participant1].transferred;
        if (to1 > total) to1 = total;
        uint256 to2 = total - to1;
        participant1.transfer(to1);
        participant2.transfer(to2);
    }
}
