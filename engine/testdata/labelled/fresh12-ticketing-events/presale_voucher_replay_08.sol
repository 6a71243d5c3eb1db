// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

/// Fan-club presale: the organiser's backend signs a voucher for each verified fan-club member, letting them mint
/// a ticket at the presale price before the public sale opens.
contract FanClubPresale {
    struct Voucher {
        address fan;
        uint256 eventId;
        uint256 price;
        uint256 deadline;
    }

    address public immutable organiser;
    address public signer;
    uint256 public nextTokenId = 1;
    mapping(uint256 => address) public ownerOf;
    mapping(uint256 => uint256) public eventOf;
    mapping(uint256 => uint256) public mintedFor;
    mapping(uint256 => uint256) public capOf;

    bytes32 private constant VOUCHER_TYPEHASH =
        keccak256("Voucher(address fan,uint256 eventId,uint256 price,uint256 deadline)");
    bytes32 public immutable DOMAIN_SEPARATOR;

    event Minted(uint256 indexed tokenId, address indexed fan, uint256 indexed eventId, uint256 price);

    constructor(address _signer) {
        organiser = msg.sender;
        signer = _signer;
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)"),
                keccak256("FanClubPresale"),
                block.chainid,
                address(this)
            )
        );
    }

    function setSigner(address next) external {
        require(msg.sender == organiser, "organiser");
        require(next != address(0), "zero");
        signer = next;
    }

    function setCap(uint256 eventId, uint256 cap) external {
        require(msg.sender == organiser, "organiser");
        capOf[eventId] = cap;
    }

    function redeem(Voucher calldata v, uint8 sigV, bytes32 r, bytes32 s) external payable returns (uint256 id) {
        require(v.fan == msg.sender, "not yours");
        require(block.timestamp <= v.deadline, "expired");
        require(msg.value == v.price, "price");
        require(mintedFor[v.eventId] < capOf[v.eventId], "sold out");
        bytes32 structHash = keccak256(abi.encode(VOUCHER_TYPEHASH, v.fan, v.eventId, v.price, v.deadline));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash));
        // <yes> <report> ACCESS_CONTROL
        address recovered = ecrecover(digest, sigV, r, s);
        require(recovered != address(0) && recovered == signer, "bad signature");
        id = nextTokenId++;
        ownerOf[id] = msg.sender;
        eventOf[id] = v.eventId;
        mintedFor[v.eventId] += 1;
        emit Minted(id, msg.sender, v.eventId, v.price);
    }

    function withdraw() external {
        require(msg.sender == organiser, "organiser");
        (bool ok, ) = payable(organiser).call{value: address(this).balance}("");
        require(ok, "withdraw");
    }
}
