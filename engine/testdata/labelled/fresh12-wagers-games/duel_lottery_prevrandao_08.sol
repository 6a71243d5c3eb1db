// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Two-player winner-takes-all duels: a challenger opens a duel with a stake, the first taker matches it, and
/// the duel is drawn at once. The protocol takes a fee on each pot; winnings are claimed with a pull payment.
contract DuelLottery {
    struct Duel {
        address challenger;
        uint96 stake;
        bool open;
    }

    address public immutable treasury;
    uint256 public constant FEE_BPS = 250;
    uint256 public nonce;
    uint256 public feesAccrued;
    mapping(uint256 => Duel) public duels;
    mapping(address => uint256) public winnings;

    event Opened(uint256 indexed id, address indexed challenger, uint256 stake);
    event Drawn(uint256 indexed id, address indexed winner, uint256 prize);
    event Cancelled(uint256 indexed id);

    constructor(address treasury_) {
        require(treasury_ != address(0), "treasury");
        treasury = treasury_;
    }

    function open() external payable returns (uint256 id) {
        require(msg.value > 0 && msg.value <= type(uint96).max, "stake");
        id = ++nonce;
        duels[id] = Duel(msg.sender, uint96(msg.value), true);
        emit Opened(id, msg.sender, msg.value);
    }

    function cancel(uint256 id) external {
        Duel storage d = duels[id];
        require(d.open && d.challenger == msg.sender, "not yours");
        d.open = false;
        winnings[msg.sender] += d.stake;
        emit Cancelled(id);
    }

    function take(uint256 id) external payable {
        Duel storage d = duels[id];
        require(d.open, "closed");
        require(msg.sender != d.challenger, "self");
        require(msg.value == d.stake, "stake");
        d.open = false;
        uint256 pot = uint256(d.stake) * 2;
        uint256 fee = (pot * FEE_BPS) / 10_000;
        // <yes> <report> BAD_RANDOMNESS
        uint256 draw = uint256(keccak256(abi.encode(block.prevrandao, id, msg.sender)));
        address winner = draw % 2 == 0 ? d.challenger : msg.sender;
        feesAccrued += fee;
        winnings[winner] += pot - fee;
        emit Drawn(id, winner, pot - fee);
    }

    function claim() external {
        uint256 amount = winnings[msg.sender];
        require(amount > 0, "nothing");
        winnings[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "claim");
    }

    function sweepFees() external {
        uint256 amount = feesAccrued;
        feesAccrued = 0;
        (bool ok, ) = treasury.call{value: amount}("");
        require(ok, "sweep");
    }
}
