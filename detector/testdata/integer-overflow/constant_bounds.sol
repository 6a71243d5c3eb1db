pragma solidity ^0.4.24;

// An operand bounded by a constant in a check leaves a constant step no room to wrap, unless the bound is too
// loose for the type or bounds the wrong side.
contract Counter {
    function next(uint256 count) public pure returns (uint256) {
        if (count < 1023) {
            return count + 1; // safe: at most 1023
        }
        return 0;
    }

    function nextBoth(uint256 count) public pure returns (uint256) {
        if (0 <= count && count < 1023) {
            return count + 1; // safe: the bound sits inside a conjunction
        }
        return 0;
    }

    function twice(uint256 n) public pure returns (uint256) {
        require(1000 >= n);
        return n * 2; // safe: at most 2000
    }

    function back(uint256 n) public pure returns (uint256) {
        require(n >= 2);
        return n - 2; // safe: n is at least 2
    }

    function tripleSmall(uint8 x) public pure returns (uint8) {
        require(x <= 100);
        return x * 3; // want "Counter.tripleSmall\\(\\): x \\* 3 can overflow"
    }

    function nextUnbounded(uint256 count) public pure returns (uint256) {
        if (count > 5) {
            return count + 1; // want "Counter.nextUnbounded\\(\\): count \\+ 1 can overflow"
        }
        return 0;
    }

    function backTooFar(uint256 n) public pure returns (uint256) {
        require(n >= 1);
        return n - 2; // want "Counter.backTooFar\\(\\): n - 2 can underflow"
    }
}

// A remainder is below its modulus.
contract Draw {
    function one(uint256 seed, uint256 max) public pure returns (uint256) {
        return seed % max + 1; // safe: at most max
    }

    function face(uint256 seed) public pure returns (uint256) {
        return (seed % 6) * 10 + 1; // safe: at most 51
    }

    function small(uint8 seed) public pure returns (uint8) {
        return (seed % 200) * 2; // want "Draw.small\\(\\): \\(seed % 200\\) \\* 2 can overflow"
    }

    function two(uint256 seed, uint256 max) public pure returns (uint256) {
        return seed % max + 2; // want "Draw.two\\(\\): seed % max \\+ 2 can overflow"
    }
}

// An array is not empty right after a push.
contract Registry {
    uint256[] public entries;
    uint256[] public others;

    function add(uint256 e) public returns (uint256) {
        entries.push(e);
        return entries.length - 1; // safe: the new element's index
    }

    function addOld(uint256 e) public returns (uint256) {
        return entries.push(e) - 1; // safe: push returns the new length
    }

    function addMaybe(uint256 e, bool really) public returns (uint256) {
        if (really) {
            entries.push(e);
        }
        return entries.length - 1; // want "Registry.addMaybe\\(\\): entries.length - 1 can underflow"
    }

    function addOther(uint256 e) public returns (uint256) {
        others.push(e);
        return entries.length - 1; // want "Registry.addOther\\(\\): entries.length - 1 can underflow"
    }
}

// A check of a subtraction's operands written the wrong way round stops nothing.
contract Wallet {
    mapping(address => uint256) balances;

    function withdraw(uint256 amount) public {
        require(amount >= balances[msg.sender]);
        msg.sender.transfer(amount);
        balances[msg.sender] -= amount; // want "Wallet.withdraw\\(\\): balances\\[msg.sender\\] -= amount can underflow: the check at line 99 requires amount to be at least balances\\[msg.sender\\], the wrong way round"
    }

    function withdrawThrow(uint256 amount) public {
        if (balances[msg.sender] >= amount) throw;
        balances[msg.sender] -= amount; // want "the check at line 105 requires amount to be at least"
    }

    function withdrawRight(uint256 amount) public {
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount; // safe
    }

    function withdrawRightThrow(uint256 amount) public {
        if (amount > balances[msg.sender]) throw;
        balances[msg.sender] -= amount; // safe
    }
}

// A part of a value taken from it leaves it non-negative.
contract Throne {
    uint256 public price;
    uint256 constant NUM = 1;
    uint256 constant DEN = 100;
    event Paid(uint256 amount);

    function claim(uint256 valuePaid, uint256 other) public returns (uint256) {
        if (valuePaid > price) {
            uint256 excess = valuePaid - price;
            valuePaid = valuePaid - excess; // safe: what is left is the price
        }
        uint256 commission = (valuePaid * NUM) / DEN; // safe: times one
        uint256 rest = valuePaid - commission; // safe: a hundredth taken off
        emit Paid(rest);
        uint256 half = other / 2;
        other = other + price; // want "Throne.claim\\(\\): other \\+ price can overflow"
        return other - half; // want "Throne.claim\\(\\): other - half can underflow"
    }
}

// What a branch tells holds only on its side.
contract Branches {
    uint256 public start;

    function fibonacci(uint256 n) public returns (uint256) {
        if (n == 0) return start;
        else if (n == 1) return start + 1;
        else return fibonacci(n - 1) + fibonacci(n - 2); // safe: n is neither 0 nor 1 here
    }

    function early(uint256 n) public pure returns (uint256) {
        if (n < 2) {
            return 0;
        }
        return n - 2; // safe: n is at least 2 here
    }

    function otherSide(uint256 count) public pure returns (uint256) {
        if (count < 1023) {
            return 0;
        } else {
            return count + 1; // want "Branches.otherSide\\(\\): count \\+ 1 can overflow"
        }
    }

    function reassigned(uint256 count, uint256 other) public pure returns (uint256) {
        if (count < 1023) {
            count = other;
            return count + 1; // want "Branches.reassigned\\(\\): count \\+ 1 can overflow"
        }
        return 0;
    }
}

contract Loops {
    uint256[] public tree;

    function siftUp(uint256 index) public view returns (uint256) {
        while (index > 0) {
            uint256 parent = (index - 1) / 2; // safe: index is at least 1 in the loop
            index = parent;
        }
        return index;
    }

    function down(uint256 index, uint256 step) public pure returns (uint256) {
        while (index > 0) {
            index = index + step; // want "Loops.down\\(\\): index \\+ step can overflow"
            index = index - 1; // want "Loops.down\\(\\): index - 1 can underflow"
        }
        return index;
    }
}

contract Conditional {
    function last(uint256 pos) public pure returns (uint256) {
        return pos == 0 ? 0 : pos - 1; // safe: pos is not 0 on this side
    }

    function wrongSide(uint256 pos) public pure returns (uint256) {
        return pos == 0 ? pos - 1 : 0; // want "Conditional.wrongSide\\(\\): pos - 1 can underflow"
    }
}

// What one balance gains another loses.
contract Token {
    mapping(address => uint256) public balances;
    mapping(address => uint256) public credits;
    uint256 public totalSupply;

    function transfer(address to, uint256 value) public {
        require(balances[msg.sender] >= value);
        balances[msg.sender] -= value;
        balances[to] += value; // safe: moved from the sender's balance
    }

    function transferLong(address to, uint256 value) public {
        require(balances[msg.sender] >= value);
        balances[msg.sender] = balances[msg.sender] - value;
        balances[to] = balances[to] + value; // safe: moved from the sender's balance
    }

    function mint(address to, uint256 value) public {
        totalSupply += value; // want "Token.mint\\(\\): totalSupply \\+= value can overflow"
        balances[to] += value; // reported at the total, which reaches any sum first
    }

    function burn(uint256 value) public {
        require(balances[msg.sender] >= value);
        balances[msg.sender] -= value;
        totalSupply -= value; // safe: the total is at least the balance just taken from
    }

    function burnUnchecked(uint256 value) public {
        balances[msg.sender] -= value; // want "Token.burnUnchecked\\(\\): balances\\[msg.sender\\] -= value can underflow"
        totalSupply -= value; // want "Token.burnUnchecked\\(\\): totalSupply -= value can underflow"
    }

    function crossLedger(address to, uint256 value) public {
        require(balances[msg.sender] >= value);
        balances[msg.sender] -= value;
        credits[to] += value; // safe: moved from the sender's balance, which only moves by additions and takes
    }

    mapping(address => mapping(address => uint256)) public allowed;

    function approve(address spender, uint256 value) public {
        allowed[msg.sender][spender] = value;
    }

    // An allowance is set outright to what its owner asks: it bounds nothing.
    function spendAllowance(address from, address to, uint256 value) public {
        require(allowed[from][msg.sender] >= value);
        allowed[from][msg.sender] -= value;
        credits[to] += value; // want "Token.spendAllowance\\(\\): credits\\[to\\] \\+= value can overflow"
    }
}

// The deployer picks a constructor's arguments.
contract Supply {
    uint256 public totalSupply;
    uint8 public decimals = 18;

    constructor(uint256 initialSupply) public {
        totalSupply = initialSupply * 10 ** uint256(decimals); // safe: the deployer's own choice
    }

    function grow(uint256 factor) public {
        totalSupply = totalSupply * factor; // want "Supply.grow\\(\\): totalSupply \\* factor can overflow"
    }
}

// Time does not run backwards: a stored past timestamp is at most now.
contract Staking {
    struct Stake {
        uint256 amount;
        uint256 time;
    }
    mapping(address => Stake) public stakes;
    mapping(address => uint256) public deadline;

    function stake(uint256 amount) public {
        stakes[msg.sender].amount += amount; // want "can overflow"
        stakes[msg.sender].time = now;
        deadline[msg.sender] = amount;
    }

    function unstake() public {
        delete stakes[msg.sender];
    }

    function age() public view returns (uint256) {
        return now - stakes[msg.sender].time; // safe: stored as now
    }

    function left() public view returns (uint256) {
        return now - deadline[msg.sender]; // want "Staking.left\\(\\): now - deadline\\[msg.sender\\] can underflow"
    }
}

contract Average {
    function average(uint256 a, uint256 b) public pure returns (uint256) {
        return (a / 2) + (b / 2) + ((a % 2 + b % 2) / 2); // safe: halves cannot wrap
    }

    function thirds(uint256 a, uint256 b) public pure returns (uint256) {
        return (a / 3) * (b / 3); // want "Average.thirds\\(\\): \\(a / 3\\) \\* \\(b / 3\\) can overflow"
    }
}

// A total is at least any entry of its ledger; a stored block number is at most the current one.
contract Ledger {
    uint256 public totalSupply;
    uint256 public other;
    uint256 public periodStart;
    uint256 public mark;
    mapping(address => uint256) public balances;

    constructor(uint256 supply) public {
        totalSupply = supply;
        balances[msg.sender] = totalSupply;
    }

    function circulating() public view returns (uint256) {
        return totalSupply - balances[address(0)]; // safe: the total is at least any balance
    }

    function unrelated() public view returns (uint256) {
        return other - balances[address(0)]; // want "Ledger.unrelated\\(\\): other - balances\\[address\\(0\\)\\] can underflow"
    }

    function newPeriod(uint256 m) public {
        periodStart = block.number;
        mark = m;
    }

    function periodLength() public view returns (uint256) {
        return block.number - periodStart; // safe: stored as block.number
    }

    function sinceMark() public view returns (uint256) {
        return block.number - mark; // want "Ledger.sinceMark\\(\\): block.number - mark can underflow"
    }
}

// A ledger credited out of nothing no longer stays within its total.
contract LooseLedger {
    uint256 public totalSupply;
    mapping(address => uint256) public balances;

    constructor(uint256 supply) public {
        totalSupply = supply;
        balances[msg.sender] = totalSupply;
    }

    function airdrop(address to, uint256 amount) public {
        require(amount < 100);
        balances[to] += amount; // want "LooseLedger.airdrop\\(\\): balances\\[to\\] \\+= amount can overflow"
    }

    function circulating() public view returns (uint256) {
        return totalSupply - balances[address(0)]; // want "LooseLedger.circulating\\(\\): totalSupply - balances\\[address\\(0\\)\\] can underflow"
    }
}

// Moves through add and sub helpers keep a ledger within its total.
contract SafeLedger {
    uint256 public totalSupply;
    mapping(address => uint256) public balances;

    constructor(uint256 supply) public {
        totalSupply = supply;
        balances[msg.sender] = totalSupply;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256 c) {
        c = a + b;
        require(c >= a);
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a);
        return a - b;
    }

    function transfer(address to, uint256 amount) public {
        balances[msg.sender] = sub(balances[msg.sender], amount);
        balances[to] = add(balances[to], amount);
    }

    function circulating() public view returns (uint256) {
        return totalSupply - balances[address(0)]; // safe: moves keep every balance within the total
    }
}

// Safe: state variables no code writes after their initialisers fold to constants inside larger expressions.
contract Fractions {
    uint private feeFrac = 20;
    uint private potFrac = 30;

    function kept() public view returns (uint) {
        return 1000 - (feeFrac + potFrac);
    }

    // The caller's own number still can.
    function share(uint deposit) public view returns (uint) {
        return deposit * (1000 - (feeFrac + potFrac)); // want "deposit \\* \\(1000 - \\(feeFrac \\+ potFrac\\)\\) can overflow"
    }
}

// Safe: the total of the credits less one credit, read into a local first.
contract CreditBank {
    mapping(address => uint) credit;
    uint balance;

    function deposit() public payable {
        credit[msg.sender] += msg.value;
        balance += msg.value;
    }

    function withdrawAll() public {
        uint oCredit = credit[msg.sender];
        if (oCredit > 0) {
            balance -= oCredit;
            credit[msg.sender] = 0;
            msg.sender.transfer(oCredit);
        }
    }

    // The local takes another value on some path: the bound is lost.
    function withdrawSome(uint extra) public {
        uint amount = credit[msg.sender];
        if (extra > 0) {
            amount = extra;
        }
        balance -= amount; // want "CreditBank.withdrawSome\\(\\): balance -= amount can underflow"
        credit[msg.sender] = 0;
    }
}
