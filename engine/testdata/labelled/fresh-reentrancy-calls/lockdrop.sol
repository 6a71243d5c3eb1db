pragma solidity ^0.5.0;

contract Lock {
    address payable public owner;
    uint256 public unlockTime;

    constructor(address payable _owner, uint256 _unlockTime) public {
        owner = _owner;
        unlockTime = _unlockTime;
    }

    function () external payable {
        require(now >= unlockTime);
        require(msg.sender == owner);
        owner.transfer(address(this).balance);
    }
}

contract Lockdrop {
    enum Term { ThreeMo, SixMo, TwelveMo }

    uint256 constant public LOCK_DROP_PERIOD = 1 days * 92;
    uint256 public LOCK_START_TIME;
    uint256 public LOCK_END_TIME;

    event Locked(address indexed owner, uint256 eth, Lock lockAddr, Term term, bytes edgewareAddr, bool isValidator, uint time);

    constructor(uint startTime) public {
        LOCK_START_TIME = startTime;
        LOCK_END_TIME = startTime + LOCK_DROP_PERIOD;
    }

    function lock(Term term, bytes calldata edgewareAddr, bool isValidator) external payable {
        require(now >= LOCK_START_TIME && now <= LOCK_END_TIME);
        uint256 eth = msg.value;
        address payable owner = msg.sender;
        uint256 unlockTime = unlockTimeForTerm(term);
        Lock lockAddr = (new Lock).value(eth)(owner, unlockTime);
        // <yes> <report> DENIAL_OF_SERVICE
        assert(address(lockAddr).balance == msg.value);
        emit Locked(owner, eth, lockAddr, term, edgewareAddr, isValidator, now);
    }

    function unlockTimeForTerm(Term term) internal view returns (uint256) {
        if (term == Term.ThreeMo) return now + 92 days;
        if (term == Term.SixMo) return now + 183 days;
        if (term == Term.TwelveMo) return now + 365 days;
        revert();
    }
}
