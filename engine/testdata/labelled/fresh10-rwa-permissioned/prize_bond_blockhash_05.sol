pragma solidity ^0.5.8;

/// Prize-linked savings bond: holders keep their principal, and the interest of the pool goes to one bond drawn each
/// month.
contract PrizeBond {
    address public trustee;
    uint256 public bondPrice = 0.1 ether;
    uint256 public lastDraw;
    address payable[] public bonds;
    mapping(address => uint256) public bondsOf;

    event BondBought(address indexed holder, uint256 number);
    event PrizeDrawn(address indexed winner, uint256 prize);

    modifier onlyTrustee() {
        require(msg.sender == trustee, "trustee only");
        _;
    }

    constructor() public {
        trustee = msg.sender;
        lastDraw = now;
    }

    function buy() external payable {
        require(msg.value == bondPrice, "price");
        bonds.push(msg.sender);
        bondsOf[msg.sender] += 1;
        emit BondBought(msg.sender, bonds.length - 1);
    }

    function depositInterest() external payable onlyTrustee {}

    function draw() external {
        require(now >= lastDraw + 30 days, "too early");
        require(bonds.length > 0, "no bonds");
        lastDraw = now;
        // <yes> <report> BAD_RANDOMNESS
        uint256 winning = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), now))) % bonds.length;
        uint256 prize = address(this).balance - bonds.length * bondPrice;
        address payable winner = bonds[winning];
        (bool ok, ) = winner.call.value(prize)("");
        require(ok, "payout failed");
        emit PrizeDrawn(winner, prize);
    }
}
