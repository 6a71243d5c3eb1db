pragma solidity ^0.5.16;

// Stored totals raised only by small, capped steps: a sum of one with another capped value cannot wrap.
contract BoxOffice {
    address public organiser;
    uint256 public capacity;
    uint256 public seatsSold;
    uint256 public perShow = 1;
    mapping(address => uint256) public seatsOf;
    mapping(uint256 => uint256) public reserved;

    constructor(uint256 _capacity) public {
        organiser = msg.sender;
        capacity = _capacity;
    }

    // Safe: seats is at most 10, and every write of seatsSold adds at most 10 or resets it.
    function buy(uint256 seats) external payable {
        require(seats > 0 && seats <= 10, "seats");
        require(seatsSold + seats <= capacity, "sold out");
        require(seats + seatsOf[msg.sender] <= 20, "per buyer");
        seatsOf[msg.sender] += seats;
        seatsSold += seats;
    }

    // Safe: the sum written back is the same small step.
    function buyOne(uint256 seats) external {
        require(seats <= 4, "seats");
        seatsSold = seatsSold + seats;
        seatsOf[msg.sender] = seatsOf[msg.sender] + 1;
    }

    // Safe: a literal step, and moves of a held entry, which only copy or lower it.
    function bump(address to) external {
        seatsOf[msg.sender]++;
        seatsOf[to] = seatsOf[msg.sender];
        require(seatsOf[msg.sender] >= 1, "none");
        seatsOf[msg.sender] -= 1;
    }

    function reset() external {
        require(msg.sender == organiser, "organiser");
        seatsSold = 0;
        delete seatsOf[msg.sender];
    }

    // Vulnerable: reserved[id] grows by steps the caller picks, so its sum with a small step can wrap.
    function reserve(uint256 id, uint256 seats) external {
        require(seats <= 10, "seats");
        require(reserved[id] + seats <= capacity, "full"); // want "reserved\\[id\\] \\+ seats can overflow"
        reserved[id] += seats;
    }

    function reserveMany(uint256 id, uint256 count) external {
        reserved[id] += count; // want "reserved\\[id\\] \\+= count can overflow"
    }

    // Vulnerable: the step is capped only by a value the caller passes.
    function buyUpTo(uint256 seats, uint256 most) external {
        require(seats <= most, "seats");
        require(perShow + seats <= capacity, "sold out"); // want "perShow \\+ seats can overflow"
        perShow += seats; // want "perShow \\+= seats can overflow"
    }
}

// Vulnerable: the organiser may set the total outright to any value, which a small step then wraps.
contract SettableBoxOffice {
    address public organiser;
    uint256 public capacity;
    uint256 public seatsSold;

    function setSold(uint256 sold) external {
        require(msg.sender == organiser, "organiser");
        seatsSold = sold;
    }

    function buy(uint256 seats) external {
        require(seats <= 10, "seats");
        require(seatsSold + seats <= capacity, "sold out"); // want "seatsSold \\+ seats can overflow"
        seatsSold += seats; // want "seatsSold \\+= seats can overflow"
    }
}

// Vulnerable: one write steps the total by up to 2^200, which wraps it in a few calls.
contract WideSteps {
    uint256 public total;
    uint256 public capacity;

    function add(uint256 amount) external {
        require(amount <= 2**200, "cap");
        total += amount; // want "total \\+= amount can overflow"
    }

    function addFew(uint256 n) external {
        require(n <= 10, "n");
        require(n + total <= capacity, "full"); // want "n \\+ total can overflow"
        total += n;
    }
}

// Vulnerable: the counts are handed as storage to a helper, which may write them any value.
contract HandedCounts {
    mapping(address => uint256) public counts;
    uint256 public capacity;

    function put(mapping(address => uint256) storage m, address k, uint256 v) internal {
        m[k] = v;
    }

    function set(uint256 v) external {
        put(counts, msg.sender, v);
    }

    function add(uint256 n) external {
        require(n <= 10, "n");
        require(counts[msg.sender] + n <= capacity, "full"); // want "counts\\[msg.sender\\] \\+ n can overflow"
        counts[msg.sender] += n;
    }
}

// Safe: an expiry set only to the later of itself and now, plus at most a year: it stays near the clock.
contract Subscriptions {
    mapping(address => uint256) public paidUntil;
    mapping(address => uint256) public openUntil;

    function subscribe(uint256 weeksCount) external {
        require(weeksCount > 0 && weeksCount <= 52, "weeks");
        uint256 start = paidUntil[msg.sender] > now ? paidUntil[msg.sender] : now;
        paidUntil[msg.sender] = start + weeksCount * 1 weeks;
    }

    // Vulnerable: the weeks are the caller's to pick, so the expiry can be pushed to the top and wrap.
    function open(uint256 weeksCount) external {
        uint256 start = openUntil[msg.sender] > now ? openUntil[msg.sender] : now;
        openUntil[msg.sender] = start + weeksCount * 1 weeks; // want "start \\+ weeksCount \\* 1 weeks can overflow" "weeksCount \\* 1 weeks can overflow"
    }

    function extend() external {
        uint256 start = openUntil[msg.sender] > now ? openUntil[msg.sender] : now;
        openUntil[msg.sender] = start + 1 weeks; // want "start \\+ 1 weeks can overflow"
    }
}

// Safe: the expiry is set to the later of itself and now plus a capped step, and extended by capped steps.
contract Passes {
    mapping(address => uint256) public validUntil;

    function buy(uint256 weeksCount) external {
        require(weeksCount <= 52, "weeks");
        uint256 start = validUntil[msg.sender] > now ? validUntil[msg.sender] : now;
        validUntil[msg.sender] = start + weeksCount * 1 weeks;
    }

    function extend(uint256 daysCount) external {
        require(daysCount <= 30, "days");
        validUntil[msg.sender] += daysCount * 1 days;
    }
}
