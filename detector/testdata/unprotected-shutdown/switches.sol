pragma solidity ^0.5.12;

// An emergency shutdown anyone triggers: the settlement module's cage without auth.
contract OpenEnd {
    mapping (address => uint256) public wards;
    uint256 public live = 1;
    uint256 public wait;

    modifier auth {
        require(wards[msg.sender] == 1);
        _;
    }

    function file(uint256 data) external auth {
        require(live == 1, "End/not-live");
        wait = data;
    }

    function cage() external { // want "OpenEnd.cage\\(\\) lets any caller set live to 0, which fails the check of OpenEnd.file\\(\\): anyone can switch it off"
        require(live == 1, "End/not-live");
        live = 0;
    }
}

// The same switch behind auth.
contract AuthEnd {
    mapping (address => uint256) public wards;
    uint256 public live = 1;
    uint256 public wait;

    modifier auth {
        require(wards[msg.sender] == 1);
        _;
    }

    function file(uint256 data) external auth {
        require(live == 1, "End/not-live");
        wait = data;
    }

    function cage() external auth {
        require(live == 1, "End/not-live");
        live = 0;
    }
}

// A pause anyone sets.
contract OpenPause {
    bool public paused;
    mapping(address => uint256) public balances;

    function pause() external { // want "OpenPause.pause\\(\\) lets any caller set paused to true, which fails the check of OpenPause.deposit\\(\\): anyone can switch it off"
        paused = true;
    }

    function deposit() external payable {
        require(!paused, "paused");
        balances[msg.sender] += msg.value;
    }
}

// A sale anyone closes once its deadline has passed: the clock decides, not the caller.
contract TimedSale {
    bool public closed;
    uint256 public end;
    mapping(address => uint256) public paid;

    function close() external {
        require(now >= end, "open");
        closed = true;
    }

    function buy() external payable {
        require(!closed, "closed");
        paid[msg.sender] += msg.value;
    }
}

// A flag that opens other functions (contact made, payout done) switches nothing off.
contract Gate {
    bool public contact;
    uint256[] public codex;

    function makeContact() external {
        contact = true;
    }

    function record(uint256 x) external {
        require(contact);
        codex.push(x);
    }
}

// A counter reset to zero is no switch: other functions move it.
contract Counter {
    uint256 public count;

    function add() external {
        count += 1;
    }

    function reset() external {
        require(count > 100);
        count = 0;
    }

    function needsSome() external view returns (uint256) {
        require(count != 0);
        return count;
    }
}
