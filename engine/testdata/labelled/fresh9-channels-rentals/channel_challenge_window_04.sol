pragma solidity ^0.4.24;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        assert(b <= a);
        return a - b;
    }
}

contract Ownable {
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }
}

/// Channel bank for a game operator: players open channels with the operator and close them with a state the
/// operator co-signed. A unilateral close opens a dispute window of a fixed number of seconds during which the
/// other side may post a newer state. The window is thirty seconds counted on block.timestamp: a block producer
/// colluding with the closer (or simply congestion) lets the window pass before the honest side can answer.
contract GameChannelBank is Ownable {
    using SafeMath for uint256;

    uint256 public constant DISPUTE_WINDOW = 30 seconds;

    struct Channel {
        uint256 playerStake;
        uint256 houseStake;
        uint256 round;
        uint256 playerBalance;
        uint256 closeRequestedAt;
    }

    mapping(address => Channel) public channels;
    mapping(address => uint256) public channelNonce;
    uint256 public houseFunds;

    function fundHouse() public payable onlyOwner {
        houseFunds = houseFunds.add(msg.value);
    }

    function openChannel(uint256 houseStake) public payable {
        require(channels[msg.sender].playerStake == 0);
        require(houseStake <= houseFunds);
        houseFunds = houseFunds.sub(houseStake);
        channelNonce[msg.sender] = channelNonce[msg.sender].add(1);
        channels[msg.sender] = Channel(msg.value, houseStake, 0, msg.value, 0);
    }

    function stateSigner(address player, uint256 round, uint256 balance, uint8 v, bytes32 r, bytes32 s)
        internal view returns (address)
    {
        bytes32 h = keccak256(abi.encodePacked(address(this), player, channelNonce[player], round, balance));
        return ecrecover(h, v, r, s);
    }

    function requestClose(uint256 round, uint256 balance, uint8 v, bytes32 r, bytes32 s) public {
        Channel storage c = channels[msg.sender];
        require(c.playerStake > 0 && c.closeRequestedAt == 0);
        require(round >= c.round);
        require(balance <= c.playerStake.add(c.houseStake));
        require(stateSigner(msg.sender, round, balance, v, r, s) == owner);
        c.round = round;
        c.playerBalance = balance;
        c.closeRequestedAt = now;
    }

    function dispute(address player, uint256 round, uint256 balance, uint8 v, bytes32 r, bytes32 s) public onlyOwner {
        Channel storage c = channels[player];
        require(c.closeRequestedAt != 0);
        require(now < c.closeRequestedAt + DISPUTE_WINDOW);
        require(round > c.round);
        require(balance <= c.playerStake.add(c.houseStake));
        require(stateSigner(player, round, balance, v, r, s) == player);
        c.round = round;
        c.playerBalance = balance;
    }

    function finalize() public {
        Channel storage c = channels[msg.sender];
        require(c.closeRequestedAt != 0);
        // <yes> <report> TIME_MANIPULATION
        require(now >= c.closeRequestedAt + DISPUTE_WINDOW);
        uint256 total = c.playerStake.add(c.houseStake);
        uint256 payout = c.playerBalance;
        houseFunds = houseFunds.add(total.sub(payout));
        delete channels[msg.sender];
        msg.sender.transfer(payout);
    }
}
