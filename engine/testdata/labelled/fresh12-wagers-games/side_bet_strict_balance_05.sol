pragma solidity ^0.5.11;

/// A single side bet between two friends, deployed per bet: both put in the same stake, and the referee they
/// named decides. The referee can only act once both stakes are in; until then, either side can back out.
contract SideBet {
    address payable public alice;
    address payable public bob;
    address public referee;
    uint256 public stake;
    bool public aliceIn;
    bool public bobIn;
    bool public decided;

    event Staked(address who);
    event Decided(address winner);

    constructor(address payable alice_, address payable bob_, address referee_, uint256 stake_) public {
        require(alice_ != bob_ && referee_ != alice_ && referee_ != bob_, "parties");
        alice = alice_;
        bob = bob_;
        referee = referee_;
        stake = stake_;
    }

    function putIn() external payable {
        require(!decided, "decided");
        require(msg.value == stake, "stake");
        if (msg.sender == alice) {
            require(!aliceIn, "in");
            aliceIn = true;
        } else {
            require(msg.sender == bob && !bobIn, "party");
            bobIn = true;
        }
        emit Staked(msg.sender);
    }

    function backOut() external {
        require(!(aliceIn && bobIn) && !decided, "locked");
        if (msg.sender == alice && aliceIn) {
            aliceIn = false;
            alice.transfer(stake);
        } else if (msg.sender == bob && bobIn) {
            bobIn = false;
            bob.transfer(stake);
        }
    }

    function decide(bool aliceWins) external {
        require(msg.sender == referee, "referee");
        require(!decided, "decided");
        // <yes> <report> DENIAL_OF_SERVICE
        require(address(this).balance == 2 * stake, "not funded");
        decided = true;
        address payable winner = aliceWins ? alice : bob;
        winner.transfer(2 * stake);
        emit Decided(winner);
    }
}
