pragma solidity ^0.4.24;

/// A side bet between two named parties with a referee, in the style of early escrow contracts: stakes are
/// tracked in storage rather than read from the balance, and each side withdraws its own payout.
contract RefereedSideBet {
    address public partyA;
    address public partyB;
    address public referee;
    uint256 public stake;
    uint256 public deadline;
    bool public aIn;
    bool public bIn;
    bool public decided;
    mapping(address => uint256) public payouts;

    event Staked(address who);
    event Decided(address winner);

    function RefereedSideBet(address a, address b, address ref, uint256 stakeWei, uint256 duration) public {
        require(a != b && ref != a && ref != b && ref != address(0));
        partyA = a;
        partyB = b;
        referee = ref;
        stake = stakeWei;
        deadline = now + duration;
    }

    function putIn() public payable {
        require(!decided && msg.value == stake);
        if (msg.sender == partyA) {
            require(!aIn);
            aIn = true;
        } else {
            require(msg.sender == partyB && !bIn);
            bIn = true;
        }
        emit Staked(msg.sender);
    }

    function decide(bool aWins) public {
        require(msg.sender == referee);
        require(!decided && aIn && bIn);
        decided = true;
        payouts[aWins ? partyA : partyB] = stake * 2;
        emit Decided(aWins ? partyA : partyB);
    }

    function unwind() public {
        require(!decided);
        require(now > deadline || !(aIn && bIn));
        require(msg.sender == partyA || msg.sender == partyB);
        decided = true;
        if (aIn) payouts[partyA] = stake;
        if (bIn) payouts[partyB] = stake;
    }

    function withdraw() public {
        uint256 amount = payouts[msg.sender];
        require(amount > 0);
        payouts[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
